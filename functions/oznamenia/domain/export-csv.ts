/** CSV export of the filtered notification list (spec part 1 §2, §6: VYHODNOCOVANIE_UDAJOV). UTF-8 with BOM, ';'-separated for Slovak spreadsheets. */
import type { OznameniaFilter, OznameniaListQuery } from '../../../shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS } from '../../../shared/domain/oznamenie';
import { formatDateSk, todayIso } from '../../../shared/format/dates';
import { HttpResult } from '../../lib/result';
import { filteredRows } from './list-oznamenia';

const cell = (v: string | undefined) => {
  const s = v ?? '';
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const CSV_HEADER = ['Kód', 'Stav', 'Dátum oznámenia', 'Dátum vzniku škody', 'Poškodený', 'Škodová udalosť'];

export async function exportCsv(filter: OznameniaFilter, q: OznameniaListQuery): Promise<HttpResult> {
  const rows = await filteredRows(filter, q.sortBy, q.sortDirection);
  const lines = [CSV_HEADER.join(';')];
  for (const r of rows) {
    lines.push(
      [r.kod, OZNAMENIE_STAV_LABELS[r.stav], formatDateSk(r.datumOznamenia), formatDateSk(r.datumVznikuSkody), r.poskodenyMeno, r.skodovaUdalostKod ?? r.skodovaUdalostId]
        .map(cell)
        .join(';'),
    );
  }
  const name = `oznamenia-${todayIso()}.csv`;
  return new HttpResult(
    200,
    {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
    `\uFEFF${lines.join('\r\n')}\r\n`,
  );
}
