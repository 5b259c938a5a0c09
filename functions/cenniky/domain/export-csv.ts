/** CSV export of one price-list version (SPRAVA_CENNIKOV): UTF-8 with BOM, ';', Slovak headers and decimal commas. */
import { stringify } from 'csv-stringify/sync';
import { type CennikTyp, cennikDef, cennikSlug } from '@shared/domain/cennik';
import { formatCisloCsv } from '@shared/format/cislo';
import { HttpResult } from '../../lib/result';
import { getCennik } from './get-cennik';

export async function exportCennikCsv(options: { typ: CennikTyp; version?: number }): Promise<HttpResult> {
  const def = cennikDef(options.typ);
  const detail = await getCennik(options);
  const header = [...def.kluce.map((k) => k.label), ...def.hodnoty.map((h) => `${h.skratka} – ${h.vyznam} (${h.jednotka})`)];
  const rows = detail.cennikPolozkaList.map((p) =>
    p.atributy.map((a) => (typeof a.value === 'number' ? formatCisloCsv(a.value) : a.value === null ? 'x' : (a.text ?? a.value))),
  );
  const csv = stringify([header, ...rows], { delimiter: ';', bom: true, record_delimiter: 'windows' });
  const name = `cennik-${cennikSlug(options.typ)}-verzia-${detail.cennikDetail.cisloVerzie}.csv`;
  return new HttpResult(
    200,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
    csv,
  );
}
