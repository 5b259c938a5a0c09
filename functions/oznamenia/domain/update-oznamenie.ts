import { POLIA_SKODY, STAVY_EDITACIA_KONTAKTU, STAVY_EDITACIA_PRACOVISKA, STAVY_EDITACIA_SKODY } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import type * as z from 'zod/mini';
import type { oznamenieUpdateBody } from '@shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS, type OznamenieStav } from '@shared/domain/oznamenie';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { overitOpakovanyUtok } from '../../common/opakovany-utok';
import { oznamenieGeo } from '../../data/opakovany-utok-repo';
import type { OznamenieItem } from '../../data/oznamenie-repo';
import { conflict, fieldError, fieldErrors } from '../../lib/errors';
import { loadOznamenie, referenceChanges, write } from './oznamenie-write';

type Update = z.output<typeof oznamenieUpdateBody>;

const emptyToUndefined = <T>(v: T | null | undefined | ''): T | undefined => (v === null || v === '' ? undefined : (v ?? undefined));

/**
 * PUT /oznamenie/{id}: saves the form. A field that differs from the stored value while the state
 * locks it → 400 naming the field; nothing is written then.
 */
export async function updateOznamenie(uuid: string, body: Update): Promise<OznamenieItem> {
  const o = await loadOznamenie(uuid);
  const next: OznamenieItem = {
    ...o,
    datumOznamenia: body.datumOznamenia,
    datumVznikuSkody: body.datumVznikuSkody,
    typSkody: emptyToUndefined(body.typSkody),
    popisSkody: emptyToUndefined(body.popisSkody),
    popisLokality: emptyToUndefined(body.popisLokality),
    lokalitaGpsSirka: emptyToUndefined(body.lokalitaGpsSirka),
    lokalitaGpsDlzka: emptyToUndefined(body.lokalitaGpsDlzka),
    doplnkoveKontaktneInformacie: emptyToUndefined(body.doplnkoveKontaktneInformacie),
    uzemnePrislusnePracoviskoId: body.uzemnePrislusnePracovisko === undefined ? o.uzemnePrislusnePracoviskoId : emptyToUndefined(body.uzemnePrislusnePracovisko)?.toLowerCase(),
  };
  const locked = lockedChanges(o, next);
  if (locked.length) throw fieldErrors(locked.map((fieldName) => ({ fieldName, message: OZNAMENIE_MSG.poleUzamknute(OZNAMENIE_STAV_LABELS[o.stav]) })));
  if (body.version !== o.version) throw conflict();
  const pracovisko = next.uzemnePrislusnePracoviskoId;
  if (pracovisko && pracovisko !== o.uzemnePrislusnePracoviskoId) {
    const org = await organizaciaRepo.get(pracovisko);
    if (org?.typ !== 'SOP' || !org.platnost) throw fieldError('uzemnePrislusnePracovisko', OZNAMENIE_MSG.pracoviskoNeplatne);
  }
  const stored = await write(next, body.version, referenceChanges(o.uzemnePrislusnePracoviskoId, next.uzemnePrislusnePracoviskoId));
  await overitOpakovanyUtok(oznamenieGeo(o), oznamenieGeo(stored), uuid);
  return stored;
}

/** Names of the fields that differ between `before` and `after` although the state of `before` locks them. */
export function lockedChanges(before: OznamenieItem, after: OznamenieItem): string[] {
  const stav: OznamenieStav = before.stav;
  const out: string[] = [];
  if (!STAVY_EDITACIA_SKODY.includes(stav)) for (const f of POLIA_SKODY) if (before[f] !== after[f]) out.push(f);
  if (!STAVY_EDITACIA_KONTAKTU.includes(stav) && before.doplnkoveKontaktneInformacie !== after.doplnkoveKontaktneInformacie) out.push('doplnkoveKontaktneInformacie');
  if (!STAVY_EDITACIA_PRACOVISKA.includes(stav) && before.uzemnePrislusnePracoviskoId !== after.uzemnePrislusnePracoviskoId) out.push('uzemnePrislusnePracovisko');
  return out;
}
