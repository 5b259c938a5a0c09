/**
 * `/vzorce_{slug}.pdf`: the formula document of a category, shown in the browser (inline). It
 * depends only on the code, so each process draws a category's document once and keeps it.
 */
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { predmetSkodySlug } from '@shared/domain/predmet-skody';
import { vzorecPdf } from '../../lib/vzorec-pdf';
import { HttpResult } from '../../lib/result';

const kept = new Map<PredmetSkodyKategoria, Promise<Buffer>>();

export async function vzorecPdfSubor(options: { kategoria: PredmetSkodyKategoria }): Promise<HttpResult> {
  const { kategoria } = options;
  let pdf = kept.get(kategoria);
  if (!pdf) {
    pdf = vzorecPdf(kategoria);
    kept.set(kategoria, pdf);
    pdf.catch(() => kept.delete(kategoria));
  }
  return new HttpResult(
    200,
    {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="vzorce_${predmetSkodySlug(kategoria)}.pdf"`,
      'cache-control': 'public, max-age=3600',
    },
    (await pdf).toString('base64'),
    [],
    true,
  );
}
