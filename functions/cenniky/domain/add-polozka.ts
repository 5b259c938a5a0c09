import { randomUUID } from 'node:crypto';
import { CENNIK_TEXTS, type CennikPolozka, type cennikPridajPolozkuBody } from '@shared/api/cenniky';
import type * as z from 'zod/mini';
import { type CennikTyp, riadokKluc, versionValidOn } from '@shared/domain/cennik';
import { todayIso } from '@shared/format/dates';
import { cennikRepo } from '../../data/cennik-repo';
import { conflict, fieldErrors, notFound } from '../../lib/errors';
import { checkRiadok, type FieldProblem, markRowItemsUsed } from './riadok-input';
import { klucTexty, polozkyView } from './verzia-view';
import { WriteError } from '../../data/write-error';

/**
 * 'Pridať položku' (SPRAVA_CENNIKOV, the five editable types): a new row in the version valid today.
 * The one change allowed to a version in effect – it adds a row for a species, crop or equipment the
 * list lacked and never changes an existing row, so nothing priced before changes.
 */
export async function addPolozka(options: {
  typ: CennikTyp;
  uuid: string;
  body: z.output<typeof cennikPridajPolozkuBody>;
}): Promise<CennikPolozka> {
  const { typ, uuid, body } = options;
  const [{ verzie }, texty] = await Promise.all([cennikRepo.load(typ), klucTexty(typ)]);
  const verzia = verzie.find((v) => v.uuid === uuid);
  if (!verzia) throw notFound();
  if (versionValidOn(verzie, todayIso()) !== verzia) throw conflict(CENNIK_TEXTS.neplatnaVerzia);
  const problems: FieldProblem[] = [];
  const row = checkRiadok({ typ, index: 0, attrs: body, texty, problems });
  if (problems.length) throw fieldErrors(problems.map((p) => ({ ...p, fieldName: p.fieldName.replace(/\[0\]$/, '') })));
  if (verzia.polozky.some((r) => riadokKluc(typ, r) === riadokKluc(typ, row))) throw fieldErrors([{ fieldName: 'polozka', message: CENNIK_TEXTS.duplicita }]);
  await markRowItemsUsed(typ, [row]);
  const added = { ...row, uuid: randomUUID() };
  try {
    await cennikRepo.replaceRows(verzia, [...verzia.polozky, added]);
  } catch (err) {
    if (err instanceof WriteError) throw conflict();
    throw err;
  }
  return polozkyView(typ, [added], texty)[0];
}
