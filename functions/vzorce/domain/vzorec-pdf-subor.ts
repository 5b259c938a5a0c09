/**
 * `/vzorce_{slug}.pdf`: the formula document of a category, shown in the browser (inline). It
 * depends on the code and on the formula version valid today (its parameters and sign-off), so each
 * process draws a category's document once per version and sign-off and keeps it.
 */
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { predmetSkodySlug } from '@shared/domain/predmet-skody';
import { VZORCE } from '@shared/domain/vzorce';
import { todayIso } from '@shared/format/dates';
import { vzorecPdf } from '../../lib/vzorec-pdf';
import { HttpResult } from '../../lib/result';
import { platnyVzorec } from './platny-vzorec';

const kept = new Map<string, Promise<Buffer>>();

export async function vzorecPdfSubor(options: { kategoria: PredmetSkodyKategoria }): Promise<HttpResult> {
  const { kategoria } = options;
  const platna = VZORCE[kategoria] ? await platnyVzorec(kategoria, todayIso()) : undefined;
  const key = `${kategoria}#${platna?.verzia.cisloVerzie ?? 0}#${platna?.item.overenie ? 'overeny' : 'navrh'}`;
  let pdf = kept.get(key);
  if (!pdf) {
    pdf = vzorecPdf(kategoria, platna && { verzia: platna.verzia, parametre: platna.parametre, overenie: platna.item.overenie });
    kept.set(key, pdf);
    pdf.catch(() => kept.delete(key));
  }
  return new HttpResult(
    200,
    {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="vzorce_${predmetSkodySlug(kategoria)}.pdf"`,
      // a sign-off shows within minutes, also in a browser that opened the document before
      'cache-control': 'public, max-age=300',
    },
    (await pdf).toString('base64'),
    [],
    true,
  );
}
