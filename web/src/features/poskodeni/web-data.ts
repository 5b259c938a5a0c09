/**
 * The injured party as the reporter gave it in the public wizard ('Dáta z webu' of a NOVE_WEB
 * notification), offered to staff as the first choice: the search starts with the reporter's IČO
 * or name, and 'Vytvoriť poškodeného' starts filled in with it (consent and its date included).
 */
import type { DataZWebu } from '@shared/api/oznamenia';
import type { PoskodenyDetail } from '@shared/api/poskodeni';
import type { AdresaView } from '@shared/api/web-oznamenie';
import { TYPY_SUBJEKTU } from '@shared/domain/poskodeny';

/** The fields a new injured party can start with. */
export type PoskodenyPrefill = Omit<PoskodenyDetail, 'uuid' | 'displayName' | 'version' | 'poznamka'>;

type Rec = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isoDay = (v: unknown): string | undefined => {
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : undefined;
};

/** The reporter's injured-party data of a web notification; null when it has no usable subject type. */
export function webPrefill(data: Pick<DataZWebu, 'poskodeny'> | null | undefined): PoskodenyPrefill | null {
  const p = (data?.poskodeny ?? {}) as Rec;
  const typ = (TYPY_SUBJEKTU as readonly string[]).includes(String(p.typSubjektu)) ? (p.typSubjektu as PoskodenyPrefill['typSubjektu']) : null;
  if (!typ) return null;
  const a = (p.adresa && typeof p.adresa === 'object' ? p.adresa : {}) as Rec;
  const nested = (v: unknown): Rec => (v && typeof v === 'object' ? (v as Rec) : {});
  const adresa: AdresaView = {
    ulica: str(a.ulica),
    supisneCislo: str(a.supisneCislo),
    orientacneCislo: str(a.orientacneCislo),
    psc: str(a.psc),
    obecId: str(a.obecId) ?? str(nested(a.obec).uuid),
    obecName: str(a.obecName) ?? str(nested(a.obec).nazov),
    okresId: str(a.okresId),
    okresName: str(a.okresName),
    krajId: str(a.krajId),
    krajName: str(a.krajName),
    statId: str(a.statId),
    statName: str(a.statName),
  };
  const fo = typ === 'FO';
  const gdprSuhlas = fo && p.gdprSuhlas === true;
  return {
    typSubjektu: typ,
    titulPredMenom: fo ? str(p.titulPredMenom) : undefined,
    meno: fo ? str(p.meno) : undefined,
    priezvisko: fo ? str(p.priezvisko) : undefined,
    titulZaMenom: fo ? str(p.titulZaMenom) : undefined,
    datumNarodenia: fo ? isoDay(p.datumNarodenia) : undefined,
    ico: fo ? undefined : str(p.ico),
    obchodneMeno: fo ? undefined : str(p.obchodneMeno),
    nazovPrevadzky: fo ? undefined : str(p.nazovPrevadzky),
    email: str(p.email),
    telefonneCislo: str(p.telefonneCislo),
    gdprSuhlas,
    datumSuhlasu: gdprSuhlas ? isoDay(p.datumSuhlasu) : undefined,
    adresa,
  };
}

/** What the search starts with: the IČO of a business, else the person's name. */
export function webSearchText(p: PoskodenyPrefill): string {
  if (p.typSubjektu !== 'FO' && p.ico) return p.ico;
  return [p.meno, p.priezvisko].filter(Boolean).join(' ') || (p.obchodneMeno ?? '');
}

/** One line naming the reporter's party, e.g. 'Ján Ovčiar' or 'PD Pohorelá - Farma Zlatno (IČO 31600001)'. */
export function webDisplayName(p: PoskodenyPrefill): string {
  if (p.typSubjektu === 'FO') return [p.titulPredMenom, p.meno, p.priezvisko].filter(Boolean).join(' ') + (p.titulZaMenom ? `, ${p.titulZaMenom}` : '');
  const name = [p.obchodneMeno, p.nazovPrevadzky].filter(Boolean).join(' - ');
  return p.ico ? `${name}${name ? ' ' : ''}(IČO ${p.ico})` : name;
}
