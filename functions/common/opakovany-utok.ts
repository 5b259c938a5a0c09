/**
 * Repeat attacks at save time: after a notification or a damage event was saved, its case is
 * clustered with the earlier cases around it (shared/domain/opakovany-utok.ts on the geohash index,
 * ACCESS_PATTERNS G1); from the threshold the case is marked (G2) and the competent workplace gets one
 * e-mail per cluster and day (G3). A failure here is logged and never fails the save that caused it:
 * the record is stored, and its next save checks again.
 */
import {
  dniPred,
  type GeoPripad,
  jeOpakovanyUtok,
  klucZhluku,
  OPAKOVANY_UTOK_PREDVOLENE,
  type OpakovanyUtokNastavenie,
  type OpakovanyUtokParametre,
  parametre,
  type SuvisiaciPripad,
  suvisiacePripady,
} from '@shared/domain/opakovany-utok';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { formatKmSk as formatKm } from '@shared/format/cislo';
import { geoIndex, opakovanyUtokRepo, sameGeo } from '../data/opakovany-utok-repo';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { mailPracovisku, PATICKA } from './notifikacie';

/** The administrator's parameters, or the defaults (5 km, 30 days, the third case) until they saved some. */
export async function nastavenieOpakovanehoUtoku(): Promise<OpakovanyUtokNastavenie & { version: number }> {
  return (await opakovanyUtokRepo.getNastavenie()) ?? { predvolene: OPAKOVANY_UTOK_PREDVOLENE, druhy: [], version: 0 };
}

export interface Zhluk {
  parametre: OpakovanyUtokParametre;
  suvisiace: SuvisiaciPripad[];
  opakovanyUtok: boolean;
}

/** The case's earlier related cases with its species' parameters (a few Queries of the index). */
export async function zhlukPripadu(pripad: GeoPripad, nastavenie?: OpakovanyUtokNastavenie): Promise<Zhluk> {
  const p = parametre(nastavenie ?? (await nastavenieOpakovanehoUtoku()), pripad.druhId);
  const kandidati = await geoIndex.near(pripad, p.polomerKm, dniPred(pripad.datum, p.dni), pripad.datum);
  const suvisiace = suvisiacePripady(pripad, kandidati, p);
  return { parametre: p, suvisiace, opakovanyUtok: jeOpakovanyUtok(suvisiace, p) };
}

const odkaz = (p: GeoPripad) => `${env().APP_ORIGIN}/is/${p.typ === 'OZNAMENIE' ? 'oznamenia' : 'skodove-udalosti'}/${p.uuid}`;

function sprava(pripad: GeoPripad, zhluk: Zhluk, pracovisko: string) {
  const p = zhluk.parametre;
  return {
    subject: `Opakovaný útok: ${pripad.kod}`,
    text: [
      'Dobrý deň,',
      '',
      `prípad ${pripad.kod} (dátum vzniku škody ${formatDateSk(pripad.datum)}) je ${zhluk.suvisiace.length + 1}. prípadom v okruhu ${formatKm(p.polomerKm)} km za ${p.dni} dní na pracovisku ${pracovisko}.`,
      '',
      'Súvisiace prípady:',
      ...zhluk.suvisiace.map((s) => `- ${s.kod}, ${formatDateSk(s.datum)}, ${formatKm(s.vzdialenostKm)} km: ${odkaz(s)}`),
      '',
      `Prípad: ${odkaz(pripad)}`,
      '',
      PATICKA,
    ].join('\n'),
  };
}

/**
 * Checks the case after its save. Nothing to do when the save changed nothing the clustering reads
 * (place, date, species, workplace, the case it belongs to); a case without a place loses its mark.
 */
export async function overitOpakovanyUtok(before: GeoPripad | null, after: GeoPripad | null, uuid: string): Promise<void> {
  try {
    if (before && sameGeo(before, after)) return;
    if (!after) {
      if (before) await opakovanyUtokRepo.deleteZnacka(uuid);
      return;
    }
    const zhluk = await zhlukPripadu(after);
    if (!zhluk.opakovanyUtok) {
      if (before) await opakovanyUtokRepo.deleteZnacka(uuid);
      return;
    }
    const kluc = klucZhluku(after, zhluk.suvisiace);
    await opakovanyUtokRepo.putZnacka(uuid, { typ: after.typ, zhluk: kluc, pocet: zhluk.suvisiace.length + 1, zistene: new Date().toISOString() });
    if (after.pracoviskoId && (await opakovanyUtokRepo.claimMail(todayIso(), after.pracoviskoId, kluc))) {
      await mailPracovisku(after.pracoviskoId, 'notifikaciaNovaSkodovaUdalost', after.kod, (pracovisko) => sprava(after, zhluk, pracovisko));
    }
  } catch (err) {
    log.error('repeat-attack check failed', { context: after?.kod ?? uuid, error: err });
  }
}
