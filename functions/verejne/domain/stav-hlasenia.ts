/**
 * 'Stav hlásenia': the reporter's view of their web notification, by code and e-mail or by the
 * personal link. It answers what concerns the reporter – the day sent, the state in plain words, the
 * workplace's name and public contact, the inspection's date – never the injured party, staff or amounts. A wrong pair,
 * an unknown code and a notification without a reporter's e-mail (entered by staff) all answer the one
 * neutral 404, after the same reads and the same constant-time comparisons.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ODKAZ_CHYBA, type StavHlasenia, type StavHlaseniaResponse } from '@shared/api/stav-hlasenia';
import { STAV_HLASENIA_POPIS, STAV_HLASENIA_TEXTS } from '@shared/api/stav-hlasenia-texts';
import { organizaciaRepo, verejnyKontakt } from '../../data/organizacia-repo';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { oznamovatelRepo } from '../../data/oznamovatel-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { notFound } from '../../lib/errors';
import { countStatusLookup, countStatusLookupRefused } from '../../lib/metrics';

/** How long a personal link still opens a decided case (so the decision's own e-mail link works). */
export const ODKAZ_PO_ROZHODNUTI_DNI = 30;
/** Read instead of a notification when the code is unknown, so that both paths do the same work. */
const ZIADNE_OZNAMENIE = '00000000-0000-4000-8000-000000000000';

/** Equal-length digests compared in constant time: neither length nor the first differing character shows. */
const rovnake = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a, 'utf8').digest(), createHash('sha256').update(b, 'utf8').digest());
const normEmail = (e: string) => e.trim().toLowerCase();
const normKod = (k: string) => k.trim().toUpperCase();

/** The reporter's state from the notification and its damage event. */
export function stavHlasenia(o: Pick<OznamenieItem, 'stav'>, e: Pick<SkodovaUdalostItem, 'stav'> | null): StavHlasenia {
  if (o.stav === 'ZRUSENE') return 'UZAVRETE';
  if (e) {
    if (e.stav === 'ROZHODNUTA') return 'ROZHODNUTE';
    if (e.stav === 'PRIJATA_ZIADOST') return 'ZIADOST_PRIJATA';
    if (e.stav === 'VYSETRENA') return 'SETRENIE_UKONCENE';
    if (e.stav === 'V_SETRENI') return 'SETRENIE';
    return 'PRIRADENE';
  }
  if (o.stav === 'SETRENIE_UKONCENE') return 'SETRENIE_UKONCENE';
  if (o.stav === 'PRIRADENE' || o.stav === 'V_RIESENI') return 'PRIRADENE';
  return 'PRIJATE';
}

async function view(o: OznamenieItem): Promise<{ odpoved: StavHlaseniaResponse; e: SkodovaUdalostItem | null }> {
  const e = o.skodovaUdalostId ? await skodovaUdalostRepo.get(o.skodovaUdalostId) : null;
  const stav = stavHlasenia(o, e);
  const pracoviskoId = e?.uzemnePrislusnaSopId ?? o.uzemnePrislusnePracoviskoId;
  const ukazPracovisko = stav !== 'PRIJATE' && stav !== 'UZAVRETE';
  const org = ukazPracovisko && pracoviskoId ? await organizaciaRepo.get(pracoviskoId) : null;
  const pracovisko = org?.nazov;
  const kontakt = org ? verejnyKontakt(org) : {};
  const pracoviskoKontakt = Object.keys(kontakt).length ? kontakt : undefined;
  const terminSetrenia = (stav === 'PRIRADENE' || stav === 'SETRENIE') && e?.datumACasSetrenia ? e.datumACasSetrenia : undefined;
  return {
    e,
    odpoved: { kod: o.kod, datumOdoslania: o.datumOznamenia, stav, ...STAV_HLASENIA_POPIS[stav], ...(pracovisko ? { pracovisko } : {}), ...(pracoviskoKontakt ? { pracoviskoKontakt } : {}), ...(terminSetrenia ? { terminSetrenia } : {}) },
  };
}

/** By code and the e-mail the reporter gave (case and surrounding spaces ignored). */
export async function stavPodlaKodu({ kod, email }: { kod: string; email: string }): Promise<StavHlaseniaResponse> {
  countStatusLookup();
  const hladany = normKod(kod);
  const o = await oznamenieRepo.getByKod(hladany);
  const web = await oznamenieRepo.getWebData(o?.uuid ?? ZIADNE_OZNAMENIE);
  const ulozeny = typeof web?.poskodeny.email === 'string' ? normEmail(web.poskodeny.email) : '';
  // both comparisons always run; a report without e-mail never matches (an empty input is refused by the schema)
  const kodSedi = rovnake(o?.kod ?? '', hladany);
  const emailSedi = rovnake(ulozeny, normEmail(email));
  if (!o?.isFromWeb || !ulozeny || !kodSedi || !emailSedi) {
    countStatusLookupRefused();
    throw notFound(STAV_HLASENIA_TEXTS.nenajdene);
  }
  return (await view(o)).odpoved;
}

/** By the personal link (platnyOdkaz). */
export async function stavPodlaOdkazu(token: string): Promise<StavHlaseniaResponse> {
  countStatusLookup();
  const uuid = await oznamovatelRepo.oznamenieByToken(token);
  const o = uuid ? await oznamenieRepo.get(uuid) : null;
  const found = o ? await view(o) : null;
  if (!found || !platnyOdkaz(found.odpoved.stav, found.e)) {
    countStatusLookupRefused();
    throw notFound(STAV_HLASENIA_TEXTS.odkazNeplatny);
  }
  return found.odpoved;
}

/** A personal link opens the case while it is open, and for ODKAZ_PO_ROZHODNUTI_DNI days after its decision (so the decision's e-mail link works). */
export function platnyOdkaz(stav: StavHlasenia, e: Pick<SkodovaUdalostItem, 'stavOd'> | null, now = Date.now()): boolean {
  if (stav === 'UZAVRETE') return false;
  if (stav !== 'ROZHODNUTE') return true;
  const od = Date.parse(e?.stavOd ?? '');
  return Number.isFinite(od) && now - od <= ODKAZ_PO_ROZHODNUTI_DNI * 86_400_000;
}

/** The opt-out link: no more e-mails about this report. An unknown token → 404; repeating it is harmless. */
export async function odhlasitSpravy(token: string): Promise<void> {
  const uuid = await oznamovatelRepo.oznamenieByToken(token);
  if (!uuid) throw notFound(ODKAZ_CHYBA);
  await oznamovatelRepo.odhlasit(uuid);
}
