import { describe, expect, it } from 'vitest';
import { OPRAVNENIA, OPRAVNENIE_LABELS } from '@shared/domain/opravnenia';
import { GUIDE_BLOCKS, OPRAVNENIE_POPIS } from './content';

describe('user guide content', () => {
  it('lists all rights with their labels and a description', () => {
    const table = GUIDE_BLOCKS.find((b) => b.t === 'table');
    expect(table?.t).toBe('table');
    if (table?.t !== 'table') return;
    expect(table.rows.map(([label]) => label)).toEqual(OPRAVNENIA.map((o) => `**${OPRAVNENIE_LABELS[o]}**`));
    for (const o of OPRAVNENIA) expect(OPRAVNENIE_POPIS[o].length).toBeGreaterThan(20);
  });

  it('describes the four wizard steps in order', () => {
    const steps = GUIDE_BLOCKS.find((b) => b.t === 'ol');
    expect(steps?.t === 'ol' && steps.items.map((i) => /^\*\*(.+?)\*\*/.exec(i)?.[1])).toEqual([
      'Údaje o škode',
      'Údaje o poškodenom',
      'Kontaktné informácie',
      'Zhrnutie',
    ]);
  });

  it('has balanced bold markers in every text', () => {
    const texts = GUIDE_BLOCKS.flatMap((b) =>
      b.t === 'ul' || b.t === 'ol' ? b.items : b.t === 'table' ? b.rows.flat() : 'text' in b ? [b.text] : [],
    );
    for (const t of texts) expect(t.split('**').length % 2, t).toBe(1);
  });
});
