/** CSV export of the filtered damage-event list (spec part 2 §2, §6: VYHODNOCOVANIE_UDAJOV): UTF-8 with BOM, ';', Slovak headers. */
import type { SkodoveUdalostiFilter, SkodoveUdalostiListQuery } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { formatDateSk, todayIso } from '@shared/format/dates';
import type { HttpResult } from '../../lib/result';
import { csvResult } from '../../common/year-list';
import { filteredRows, predmetSkodyText, toRow } from './list-skodove-udalosti';

export const CSV_HEADER = [
  'Kód',
  'Kataster',
  'Dátum vzniku škody',
  'Stav',
  'Poškodený',
  'Predmet škody',
  'Pôvodca škody',
  'Otvorená (dni)',
  'Po termíne',
];

const datumACasSk = (s: string) => (s.length > 10 ? `${formatDateSk(s.slice(0, 10))} ${s.slice(11, 16)}` : formatDateSk(s));

export async function exportCsv(filter: SkodoveUdalostiFilter, q: SkodoveUdalostiListQuery): Promise<HttpResult> {
  const now = new Date();
  const { rows, povodca } = await filteredRows(filter, q, now);
  return csvResult(
    `skodove-udalosti-${todayIso(now)}.csv`,
    CSV_HEADER,
    rows.map((item) => {
      const r = toRow(item, povodca, now);
      return [
        r.kod,
        r.kataster,
        datumACasSk(r.datumACasVznikuSkody),
        SKODOVA_UDALOST_STAV_LABELS[r.stav],
        r.poskodeny,
        predmetSkodyText(r.predmetSkodyList),
        r.povodcaSkody,
        r.lehoty.dniOtvorenia,
        r.lehoty.poTermine ? 'áno' : 'nie',
      ];
    }),
  );
}
