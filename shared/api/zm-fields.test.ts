import { describe, expect, it } from 'vitest';
import * as mini from './zm-fields';

// The classic twins of these rules (shared/api/zod.ts) are gone: every schema is zod/mini now.
describe('zod/mini field rules (zm-fields)', () => {
  it('gives Slovak messages from the shared locale, not English ones', () => {
    const r = mini.text(255).safeParse(42);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/^Neplatn/);
  });
});
