import { describe, expect, it } from 'vitest';
import { matchObce, obecItems, obecOptions } from './obec-options';

const item = (uuid: string, label: string, type: string, nadradenaPolozkaUuid?: string) => ({ uuid, label, type, nadradenaPolozkaUuid, aktivna: true });
const OKRESY = [item('ok-lm', 'Liptovský Mikuláš', 'OKRES'), item('ok-bb', 'Banská Bystrica', 'OKRES'), item('ok-zv', 'Zvolen', 'OKRES')];
const OBCE = [
  item('o-1', 'Bacúch', 'OBEC', 'ok-bb'),
  item('o-2', 'Banská Bystrica', 'OBEC', 'ok-bb'),
  item('o-3', 'Dúbrava', 'OBEC', 'ok-lm'),
  item('o-4', 'Dúbrava', 'OBEC', 'ok-zv'),
  item('o-5', 'Horná Mičiná', 'OBEC', 'ok-bb'),
  item('o-6', 'Zvolenská Slatina', 'OBEC', 'ok-zv'),
  item('o-7', 'Zvolen', 'OBEC', 'ok-zv'),
];

describe('obec options', () => {
  const options = obecOptions(obecItems(OBCE, OKRESY));

  it('names the district only next to a name that several municipalities share', () => {
    expect(options.map((o) => o.label)).toEqual([
      'Bacúch',
      'Banská Bystrica',
      'Dúbrava (okres Liptovský Mikuláš)',
      'Dúbrava (okres Zvolen)',
      'Horná Mičiná',
      'Zvolenská Slatina',
      'Zvolen',
    ]);
    expect(options[1].value).toBe('o-2');
  });

  it('matches without case and diacritics, names that start with the text first', () => {
    expect(matchObce(options, 'banska bys').shown.map((o) => o.label)).toEqual(['Banská Bystrica']);
    expect(matchObce(options, 'ZVOL').shown.map((o) => o.label)).toEqual(['Zvolenská Slatina', 'Zvolen', 'Dúbrava (okres Zvolen)']);
    expect(matchObce(options, 'micina').shown.map((o) => o.label)).toEqual(['Horná Mičiná']);
    expect(matchObce(options, 'dubrava').total).toBe(2);
    expect(matchObce(options, 'xyz')).toEqual({ shown: [], total: 0 });
  });

  it('shows at most the given number of options but counts all', () => {
    const result = matchObce(options, 'a', 3);
    expect(result.shown).toHaveLength(3);
    expect(result.total).toBe(6);
  });
});
