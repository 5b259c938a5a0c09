/** CSV export of one code list (spec part 2 §2; SPRAVA_CISELNIKOV): UTF-8 with BOM, ';'-separated for Slovak spreadsheets. */
import { stringify } from 'csv-stringify/sync';
import { type CiselnikTyp, ciselnikDef, ciselnikSlug } from '@shared/domain/ciselnik';
import { PREDMET_SKODY_LABELS, type PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { todayIso } from '@shared/format/dates';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { HttpResult } from '../../lib/result';
import { parentLabels } from './polozka-view';

export async function exportCiselnikCsv(options: { typ: CiselnikTyp }): Promise<HttpResult> {
  const def = ciselnikDef(options.typ);
  const [items, parents] = await Promise.all([ciselnikRepo.listByType(options.typ, { activeOnly: false }), parentLabels(options.typ)]);
  const header = [
    'Názov',
    ...(def.officialCode ? ['Kód'] : []),
    ...(def.parent ? ['Nadradená položka'] : []),
    ...(def.kategorie ? ['Kategórie predmetu škody'] : []),
    'Aktívna',
    'Poradie',
  ];
  // in the list's order; 'Poradie' only where one is set, so that importing the file back keeps the others in the natural order
  const rows = items.map((i) => [
    i.label,
    ...(def.officialCode ? [i.kod ?? ''] : []),
    ...(def.parent ? [(i.nadradenaPolozkaUuid && parents.get(i.nadradenaPolozkaUuid)) || ''] : []),
    ...(def.kategorie ? [(i.kategorie ?? []).map((k) => PREDMET_SKODY_LABELS[k as PredmetSkodyKategoria] ?? k).join(', ')] : []),
    i.aktivna ? 'áno' : 'nie',
    i.poradieNastavene ? String(i.poradie) : '',
  ]);
  const csv = stringify([header, ...rows], { delimiter: ';', bom: true, record_delimiter: 'windows' });
  const name = `ciselnik-${ciselnikSlug(options.typ)}-${todayIso()}.csv`;
  return new HttpResult(
    200,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
    csv,
  );
}
