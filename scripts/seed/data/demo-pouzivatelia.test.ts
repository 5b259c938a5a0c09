import { describe, expect, it } from 'vitest';
import { OPRAVNENIA } from '@shared/domain/opravnenia';
import { DEMO_POUZIVATELIA, IDP_ONLY_ACCOUNTS } from './demo-pouzivatelia';
import { ORGANIZACIE } from './organizacie';

describe('demo accounts', () => {
  const byLogin = new Map(DEMO_POUZIVATELIA.map((u) => [u.login, u]));

  it('has the documented logins, unique, with demo e-mails', () => {
    expect([...byLogin.keys()]).toEqual(['spravca', 'oznamenia', 'skody', 'analytik', 'cenniky', 'bezprav']);
    for (const u of [...DEMO_POUZIVATELIA, ...IDP_ONLY_ACCOUNTS]) expect(u.email).toBe(`${u.login}@demo.sopsr.sk`);
    expect(IDP_ONLY_ACCOUNTS.map((a) => a.login)).toEqual(['nesync']);
    expect(byLogin.has('nesync')).toBe(false);
  });

  it('gives the administrator every right and two organisations', () => {
    const spravca = byLogin.get('spravca');
    expect([...(spravca?.opravnenia ?? [])].sort()).toEqual([...OPRAVNENIA].sort());
    expect(spravca?.organizacieKody).toHaveLength(2);
    expect(byLogin.get('bezprav')?.opravnenia).toEqual([]);
  });

  it('refers only to existing, valid organisations', () => {
    const valid = new Set(ORGANIZACIE.filter((o) => o.platnost).map((o) => o.kod));
    for (const u of DEMO_POUZIVATELIA) {
      for (const kod of u.organizacieKody) expect(valid.has(kod), `${u.login}: ${kod}`).toBe(true);
      expect(new Set(u.opravnenia).size).toBe(u.opravnenia.length);
    }
  });
});
