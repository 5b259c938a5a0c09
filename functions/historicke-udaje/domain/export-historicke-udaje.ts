/**
 * 'Export do CSV' of the historical data (spec part 1 §7): UTF-8 with BOM, ';', Slovak headers, dates
 * dd.MM.yyyy, amounts with a decimal comma. The records hold dates only, so the browser's time zone
 * names the file's day (the day the person exported it).
 */
import type { HistorickeUdajeExportQuery, HistorickeUdajeFilter } from '@shared/api/historicke-udaje';
import { formatCisloCsv } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { fileStampInZone } from '@shared/format/time-zone';
import type { HttpResult } from '../../lib/result';
import { csvResult } from '../../common/year-list';
import { historiaRows, toRow } from './historia-rows';

export const HISTORIA_CSV_HEADER = [
  'ID záznamu',
  'Poškodený',
  'Dátum vzniku škody',
  'Pôvodca škody',
  'Predmet škody',
  'Katastrálne územie',
  'Okres',
  'Poľovný revír',
  'Výška priznanej škody (EUR)',
] as const;

export async function exportHistorickeUdaje(f: HistorickeUdajeFilter, q: HistorickeUdajeExportQuery, now = new Date()): Promise<HttpResult> {
  const { rows, labels } = await historiaRows(f, q);
  return csvResult(
    `historicke-udaje-${fileStampInZone(now, q.timezone, false)}.csv`,
    HISTORIA_CSV_HEADER,
    rows.map((z) => {
      const r = toRow(z, labels);
      return [
        r.skodovaUdalostUuid,
        r.poskodenyMeno,
        formatDateSk(r.datumVznikuSkody),
        r.povodcaSkody,
        r.predmetSkodyKategoria,
        r.katastralneUzemie,
        r.okres,
        r.polovnyRevir,
        formatCisloCsv(r.vyskaSkodyPriznana),
      ];
    }),
  );
}
