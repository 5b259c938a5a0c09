/**
 * Erasure on request (GDPR Art. 17): the party's names, birth date, contacts, note and street address
 * are replaced, in the party record, in the web form's snapshot of their notifications and in the
 * display name the records they appear in carry; the municipality, the damage, the amounts and the
 * statistics stay. Refused while an event of theirs is being handled (a legal hold): from the start of
 * the investigation to the decision the data is needed for the procedure. Repeating it changes nothing.
 */
import { OSOBNE_UDAJE_MSG } from '@shared/api/osobne-udaje';
import type { SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { type PoskodenyItem, poskodenyRepo } from '../../data/poskodeny-repo';
import { skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { refreshOwnerNames } from '../../poskodeni/domain/poskodeny';

/** Event states of a procedure under way (investigation, its result, the accepted application). */
export const LEGAL_HOLD_STAVY: readonly SkodovaUdalostStav[] = ['V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST'];

/** What stays of a party: its kind, municipality and state (statistics), and the anonymisation mark. */
export function anonymizedParty(p: PoskodenyItem, mark: NonNullable<PoskodenyItem['anonymizovane']>): Omit<PoskodenyItem, 'uuid' | 'version'> {
  const fo = p.typSubjektu === 'FO';
  const { obecId, obecName, okresId, okresName, krajId, krajName, statId, statName } = p.adresa ?? {};
  return {
    typSubjektu: p.typSubjektu,
    ...(fo ? { priezvisko: OSOBNE_UDAJE_MSG.anonymizovanaOsoba } : { obchodneMeno: OSOBNE_UDAJE_MSG.anonymizovanySubjekt }),
    // a legal person's IČO is not personal data; a sole trader's identifies them
    ...(p.typSubjektu === 'PO' && p.ico ? { ico: p.ico } : {}),
    adresa: { obecId, obecName, okresId, okresName, krajId, krajName, statId, statName },
    createdAt: p.createdAt,
    vytvoril: p.vytvoril,
    updatedAt: mark.datum,
    zmenil: mark.kto,
    anonymizovane: mark,
  };
}

export async function anonymizeOsoba(o: { poskodenyId: string; dovod: string; kto: string }): Promise<{ anonymizovaneDna: string }> {
  const id = o.poskodenyId.toLowerCase();
  const party = await poskodenyRepo.get(id);
  if (!party) throw notFound();
  if (party.anonymizovane) return { anonymizovaneDna: party.anonymizovane.datum };

  const { vlastnici, udalostIds } = await recordsOfParty(id);
  const udalosti = await Promise.all(udalostIds.map((u) => skodovaUdalostRepo.get(u)));
  const held = udalosti.filter((e) => e && LEGAL_HOLD_STAVY.includes(e.stav)).map((e) => e?.kod);
  if (held.length) throw badRequest(OSOBNE_UDAJE_MSG.legalHold(held.join(', ')));

  const mark = { datum: new Date().toISOString(), dovod: o.dovod, kto: o.kto };
  if (!(await erasePoskodeny(party, vlastnici, mark))) throw conflict();
  return { anonymizovaneDna: mark.datum };
}

/**
 * The records a party appears in: its owner links (notifications and events it is assigned to) and
 * its history rows (events written with it; a history row names the event in `skodovaUdalostUuid`).
 */
export async function recordsOfParty(id: string): Promise<{ vlastnici: { vlastnik: string; uuid: string }[]; udalostIds: string[]; oznamenieIds: string[] }> {
  const [vlastnici, historia] = await Promise.all([poskodenyRepo.listVlastnici(id), poskodenyRepo.listSkodoveUdalosti(id)]);
  const udalostIds = new Set([...vlastnici.filter((v) => v.vlastnik === 'SKODOVA_UDALOST').map((v) => v.uuid), ...historia.map((h) => String(h.skodovaUdalostUuid))]);
  return { vlastnici, udalostIds: [...udalostIds], oznamenieIds: vlastnici.filter((v) => v.vlastnik === 'OZNAMENIE').map((v) => v.uuid) };
}

/**
 * Replaces the party's data in its record, in the web snapshot of its notifications and in the
 * display name of its records (erasure on request and the retention job). Each step is idempotent;
 * false when the party changed meanwhile (nothing written).
 */
export async function erasePoskodeny(party: PoskodenyItem, vlastnici: { vlastnik: string; uuid: string }[], mark: NonNullable<PoskodenyItem['anonymizovane']>): Promise<boolean> {
  const next = await poskodenyRepo.update(party, party.version, anonymizedParty(party, mark));
  if (!next) return false;
  const anonymWeb = { typSubjektu: party.typSubjektu, anonymizovane: mark.datum };
  for (const v of vlastnici.filter((x) => x.vlastnik === 'OZNAMENIE')) await oznamenieRepo.anonymizeWebData(v.uuid, anonymWeb);
  await refreshOwnerNames(party.uuid, anonymousName(next.typSubjektu));
  return true;
}

/** The display name an anonymised party (or a record's web-form name) is replaced with. */
export const anonymousName = (typSubjektu: string | undefined) => (typSubjektu === 'FO' || !typSubjektu ? OSOBNE_UDAJE_MSG.anonymizovanaOsoba : OSOBNE_UDAJE_MSG.anonymizovanySubjekt);
