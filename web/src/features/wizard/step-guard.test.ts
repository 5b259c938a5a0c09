import { describe, expect, it } from 'vitest';
import { stepMarks, stepRedirect } from './step-guard';

describe('wizard step guard', () => {
  it('opens step 1 of a new draft and redirects later steps to it', () => {
    expect(stepRedirect('UDAJE_O_SKODE', null)).toBeNull();
    expect(stepRedirect('UDAJE_O_POSKODENOM', null)).toBe('UDAJE_O_SKODE');
    expect(stepRedirect('ZHRNUTIE', null)).toBe('UDAJE_O_SKODE');
  });

  it('opens every step up to the one after the last fulfilled step', () => {
    expect(stepRedirect('UDAJE_O_SKODE', 'UDAJE_O_POSKODENOM')).toBeNull();
    expect(stepRedirect('KONTAKTNE_INFORMACIE', 'UDAJE_O_POSKODENOM')).toBeNull();
    expect(stepRedirect('ZHRNUTIE', 'UDAJE_O_POSKODENOM')).toBe('KONTAKTNE_INFORMACIE');
    expect(stepRedirect('ZHRNUTIE', 'KONTAKTNE_INFORMACIE')).toBeNull();
  });

  it('marks fulfilled steps done and links only the steps that may be opened', () => {
    expect(stepMarks('UDAJE_O_SKODE').map((m) => [m.label, m.done, m.open])).toEqual([
      ['Údaje o škode', true, true],
      ['Údaje o poškodenom', false, true],
      ['Kontaktné informácie', false, false],
      ['Zhrnutie', false, false],
    ]);
  });
});
