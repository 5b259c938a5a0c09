import { describe, expect, it } from 'vitest';
import { STRANKA_KODY } from '@shared/api/stranky';
import { STRANKY } from './stranky';

describe('static page seed content', () => {
  it('has exactly one page per slug', () => {
    expect(STRANKY.map((s) => s.kod).sort()).toEqual([...STRANKA_KODY].sort());
  });

  it('is non-empty Markdown without raw HTML', () => {
    for (const s of STRANKY) {
      expect(s.nadpis.trim().length, s.kod).toBeGreaterThan(0);
      expect(s.obsah.length, s.kod).toBeGreaterThan(300);
      expect(s.obsah, s.kod).not.toMatch(/<\/?[a-z][\s\S]*?>/i);
      expect(s.obsah, s.kod).not.toMatch(/\b(TODO|TBD|lorem)\b/i);
    }
  });

  it('links only to site paths or https addresses', () => {
    for (const s of STRANKY) {
      for (const [, href] of s.obsah.matchAll(/\]\(([^)]*)\)/g)) {
        expect(href, s.kod).toMatch(/^(\/[a-z0-9/-]*|https:\/\/[^\s]+)$/);
      }
    }
  });

  it('refers to the act on nature and landscape protection where compensation is explained', () => {
    const byKod = new Map(STRANKY.map((s) => [s.kod, s.obsah]));
    expect(byKod.get('oznamenie-odoslane-public')).toContain('§ 97 zákona č. 543/2002 Z. z.');
    expect(byKod.get('oznamenie-odoslane-public')).toContain('bez zbytočného odkladu');
    expect(byKod.get('kontakt-public')).toContain('Tajovského 28B');
    expect(byKod.get('ochrana-osobnych-udajov-public')).toContain('zodpovedná osoba ŠOP SR, kontakt na webovom sídle organizácie');
  });
});
