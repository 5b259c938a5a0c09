/**
 * 'Export do CSV' of the statistics filter (spec part 1 §2 'Downloads', §6: VYHODNOCOVANIE_UDAJOV):
 * UTF-8 with BOM, ';', Slovak headers, decimal commas; dates with a time in the reader's time zone
 * (the browser's, `timezone`), and the file name carries the export time in that zone.
 */
import type { StatistikyExportQuery, StatistikyFilter } from '@shared/api/statistiky';
import { formatCisloCsv } from '@shared/format/cislo';
import { fileStampInZone, formatDateTimeInZone } from '@shared/format/time-zone';
import type { HttpResult } from '../../lib/result';
import { allRows, csvResult } from '../../common/year-list';
import { kategoriaLabel, request, riadokPopisy, sortOf, toRow } from './riadky';

export const STATISTIKY_CSV_HEADER = [
  'Kód škodovej udalosti',
  'Poškodený',
  'Dátum vzniku škody',
  'Pôvodca škody',
  'Predmet škody',
  'Katastrálne územie',
  'Územne príslušné pracovisko',
  'Výška škody za predmet (EUR)',
];

export async function exportStatistik(f: StatistikyFilter, q: StatistikyExportQuery, now = new Date()): Promise<HttpResult> {
  const [sort, popisy] = await Promise.all([sortOf(q.sortBy, q.sortDirection), riadokPopisy()]);
  const rows = await allRows(request(f, sort));
  return csvResult(
    `statistiky-${fileStampInZone(now, q.timezone, true)}.csv`,
    STATISTIKY_CSV_HEADER,
    rows.map((item) => {
      const r = toRow(item, popisy);
      return [
        r.skodovaUdalostKod,
        r.poskodenyMeno,
        formatDateTimeInZone(r.datumVznikuSkody, q.timezone),
        r.povodcaSkody,
        kategoriaLabel(r.predmetSkodyKategoria),
        r.katastralneUzemie,
        r.uzemnePrislusnePracovisko,
        formatCisloCsv(r.vyskaSkodyZaPredmet),
      ];
    }),
  );
}
