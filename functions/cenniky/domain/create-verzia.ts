import { randomUUID } from 'node:crypto';
import { CENNIK_TEXTS, type CennikDetail, type cennikNovaVerziaBody } from '@shared/api/cenniky';
import type * as z from 'zod/mini';
import { type CennikTyp, cennikDef, novaVerziaMinOd, riadokKluc } from '@shared/domain/cennik';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { type CennikOsoba, type CennikRiadokItem, type CennikVerziaItem, cennikRepo } from '../../data/cennik-repo';
import { conflict, fieldErrors } from '../../lib/errors';
import { getCennik } from './get-cennik';
import { checkRiadok, type FieldProblem, markRowItemsUsed } from './riadok-input';
import { klucTexty } from './verzia-view';
import { WriteError } from '../../data/write-error';

/**
 * A new version of a price list (SPRAVA_CENNIKOV). It starts on `platnostVerzieOd` – tomorrow at the
 * earliest and after the newest version's start – and the newest version then ends the day before.
 * Rows: cattle, honey, carcass fees and colonies keep exactly their rows (only prices change); sheep
 * and goats may drop rows; the five editable types may also add rows. A row keeps its uuid across
 * versions. Saving the same form twice returns the version the first save created; a version
 * created meanwhile by someone else answers 409.
 */
export async function createVerzia(options: {
  typ: CennikTyp;
  body: z.output<typeof cennikNovaVerziaBody>;
  vytvoril?: CennikOsoba;
}): Promise<CennikDetail> {
  const { typ, body, vytvoril } = options;
  const def = cennikDef(typ);
  const today = todayIso();
  const [{ verzie, posledneCislo }, texty] = await Promise.all([cennikRepo.load(typ), klucTexty(typ)]);
  const newest = verzie.at(-1);
  const problems: FieldProblem[] = [];

  const prevByKey = new Map((newest?.polozky ?? []).map((r) => [riadokKluc(typ, r), r]));
  const seen = new Set<string>();
  const polozky: CennikRiadokItem[] = [];
  body.cennikPolozkaList.forEach((p, index) => {
    const attrs = Object.fromEntries(p.atributy.map((a) => [a.name, a.value]));
    const provisional = Object.fromEntries(def.kluce.map((k) => [k.name, attrs[k.name] === '' || attrs[k.name] === 'x' ? null : (attrs[k.name] ?? null)]));
    const prev = prevByKey.get(riadokKluc(typ, provisional as never));
    const row = checkRiadok({ typ, index, attrs, texty, problems, nullAllowed: (name) => prev !== undefined && prev[name] === null });
    const key = riadokKluc(typ, row);
    if (seen.has(key)) problems.push({ fieldName: `polozka[${index}]`, message: CENNIK_TEXTS.duplicita });
    else if (!prevByKey.has(key) && newest && !def.editable) problems.push({ fieldName: `polozka[${index}]`, message: CENNIK_TEXTS.riadokNovy });
    seen.add(key);
    polozky.push({ ...row, uuid: prevByKey.get(key)?.uuid ?? randomUUID() });
  });
  if (!polozky.length) problems.push({ fieldName: 'polozka', message: CENNIK_TEXTS.prazdny });
  else if (def.fixedRows && newest && (seen.size !== prevByKey.size || [...prevByKey.keys()].some((k) => !seen.has(k)))) {
    problems.push({ fieldName: 'polozka', message: CENNIK_TEXTS.riadkyFixne });
  }

  // the same form saved twice: the first save already created this version
  if (newest && isSameSubmission(newest, body.platnostVerzieOd, polozky, vytvoril, typ)) return getCennik({ typ, version: newest.cisloVerzie });

  if (body.najnovsiaVerzia !== undefined && body.najnovsiaVerzia !== (newest?.cisloVerzie ?? 0)) throw conflict(CENNIK_TEXTS.konflikt);
  const minOd = novaVerziaMinOd(verzie, today);
  if (body.platnostVerzieOd < minOd) problems.unshift({ fieldName: 'platnostVerzieOd', message: CENNIK_TEXTS.odMin(formatDateSk(minOd)) });
  if (problems.length) throw fieldErrors(problems);
  await markRowItemsUsed(typ, polozky);

  try {
    const created = await cennikRepo.create({ typ, expectedLast: posledneCislo, platnostOd: body.platnostVerzieOd, vytvoril, polozky });
    return getCennik({ typ, version: created.cisloVerzie });
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'conflict') {
      // a double submit that lost the race against itself is still the same version
      const { verzie: now } = await cennikRepo.load(typ);
      const winner = now.at(-1);
      if (winner && isSameSubmission(winner, body.platnostVerzieOd, polozky, vytvoril, typ)) return getCennik({ typ, version: winner.cisloVerzie });
      throw conflict(CENNIK_TEXTS.konflikt);
    }
    throw err;
  }
}

function isSameSubmission(v: CennikVerziaItem, od: string, polozky: CennikRiadokItem[], vytvoril: CennikOsoba | undefined, typ: CennikTyp): boolean {
  if (v.platnostOd !== od || v.vytvoril?.uuid !== vytvoril?.uuid || v.polozky.length !== polozky.length) return false;
  const norm = (rows: readonly CennikRiadokItem[]) =>
    JSON.stringify(
      rows
        .map(({ uuid, ...r }) => Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))
        .sort((a, b) => riadokKluc(typ, Object.fromEntries(a)).localeCompare(riadokKluc(typ, Object.fromEntries(b)))),
    );
  return norm(v.polozky) === norm(polozky);
}
