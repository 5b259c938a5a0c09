/** CSV export of the filtered notification list (spec part 1 §2, §6: VYHODNOCOVANIE_UDAJOV). UTF-8 with BOM, ';'-separated for Slovak spreadsheets. */
import type { OznameniaFilter, OznameniaListQuery } from '@shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS } from '@shared/domain/oznamenie';
import { formatDateSk, todayIso } from '@shared/format/dates';
import type { HttpResult } from '../../lib/result';
import { csvResult } from '../../common/year-list';
import { filteredRows } from './list-oznamenia';

export const CSV_HEADER = ['Kód', 'Stav', 'Dátum oznámenia', 'Dátum vzniku škody', 'Poškodený', 'Škodová udalosť'];

export async function exportCsv(filter: OznameniaFilter, q: OznameniaListQuery): Promise<HttpResult> {
  const rows = await filteredRows(filter, q.sortBy, q.sortDirection);
  return csvResult(
    `oznamenia-${todayIso()}.csv`,
    CSV_HEADER,
    rows.map((r) => [r.kod, OZNAMENIE_STAV_LABELS[r.stav], formatDateSk(r.datumOznamenia), formatDateSk(r.datumVznikuSkody), r.poskodenyMeno, r.skodovaUdalostKod ?? r.skodovaUdalostId]),
  );
}
