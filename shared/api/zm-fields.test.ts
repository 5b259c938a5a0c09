import { describe, expect, it } from 'vitest';
import { todayIso } from '../format/dates';
import * as classic from './zod';
import * as mini from './zm-fields';

/** What a caller sees of one parse: the value, or each issue's path and Slovak message. */
const outcome = (r: { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? { data: r.data } : { issues: r.error?.issues.map((i) => [i.path.join('.'), i.message]) };

const tomorrow = (() => {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

const UUID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const INPUTS: unknown[] = [undefined, null, '', '  ', 'abc', '  abc  ', 'x'.repeat(256), 42, true, {}, UUID, UUID.toUpperCase(), `${UUID}x`, '2024-02-29', '2023-02-29', '2024-2-1', todayIso(), tomorrow];

// The public wizard's schemas use the zod/mini rules, the staff schemas the classic ones: one rule, two flavours.
const PAIRS = [
  ['text', () => classic.text(255), () => mini.text(255)],
  ['uuid', classic.uuid, mini.uuid],
  ['isoDate', classic.isoDate, mini.isoDate],
  ['pastDate', classic.pastDate, mini.pastDate],
  ['optionalText', () => classic.optionalText(255), () => mini.optionalText(255)],
  ['optionalUuid', classic.optionalUuid, mini.optionalUuid],
  ['optionalPastDate', classic.optionalPastDate, mini.optionalPastDate],
] as const;

describe('zod/mini field rules (zm-fields) and their classic twins (zod.ts)', () => {
  for (const [name, makeClassic, makeMini] of PAIRS) {
    it(`${name}: the same value or the same Slovak issues for every input`, () => {
      const c = makeClassic();
      const m = makeMini();
      for (const input of INPUTS) expect(outcome(m.safeParse(input)), JSON.stringify(input)).toEqual(outcome(c.safeParse(input)));
    });
  }

  it('gives Slovak messages from the shared locale, not English ones', () => {
    const r = mini.text(255).safeParse(42);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/^Neplatn/);
  });
});
