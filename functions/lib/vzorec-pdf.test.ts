/**
 * The formula documents read back with pdftotext: for every category the Slovak title, and for every
 * priced one the proposal marker, the legend (abbreviation, meaning, unit), the rounding rule and each
 * worked example's steps and amount exactly as the pricing code computes them.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CENNIK_DEFS } from '@shared/domain/cennik';
import { PREDMET_SKODY_KATEGORIE, PREDMET_SKODY_LABELS } from '@shared/domain/predmet-skody';
import { BEZ_CENNIKA, formatVysledokKroku, VZORCE, VZOREC_NAVRH, vypocitatPriklad, ZAOKRUHLENIE } from '@shared/domain/vzorce';
import { formatCisloSk } from '@shared/format/cislo';
import { vzorecPdf } from './vzorec-pdf';

/** The text without line breaks, hyphenless wrapping or column gaps: one space between words. */
function pdfText(pdf: Buffer): string {
  const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return raw.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
}
const flat = (s: string) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('formula PDFs', () => {
  it.each(PREDMET_SKODY_KATEGORIE)('%s: Slovak text, marker, legend, rounding and the computed examples', async (k) => {
    const pdf = await vzorecPdf(k);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(PREDMET_SKODY_LABELS[k]);
    const def = VZORCE[k];
    if (!def) {
      expect(text).toContain(BEZ_CENNIKA);
      return;
    }
    expect(text).toContain(`Tento vzorec je ${VZOREC_NAVRH}`);
    expect(text).toContain(`Cenník: ${CENNIK_DEFS[def.cennik].label}`);
    // pdftotext reads the label column and the value column of a block one after the other
    const legenda = CENNIK_DEFS[def.cennik].hodnoty;
    expect(text).toContain(`Legenda cenníka ${legenda.map((h) => h.skratka).join(' ')} ${legenda.map((h) => `${h.vyznam} (${h.jednotka})`).join(' ')}`);
    expect(text).toContain(flat(ZAOKRUHLENIE));
    for (const p of def.priklady) {
      const v = vypocitatPriklad(def, p);
      expect(text).toContain(flat(p.nazov));
      for (const krok of v.kroky) expect(text).toContain(flat(`${krok.vzorec} = ${formatVysledokKroku(krok.vysledok)}`));
      expect(text).toContain(flat(`${formatCisloSk(v.vysledok)} EUR`));
      for (const sym of v.symboly) expect(text).toContain(flat(`${formatCisloSk(sym.hodnota)} ${sym.jednotka}`));
    }
  });
});
