/**
 * What the formula-verification screen derives from the API's VzorecDetail: which version is shown,
 * how a version's state, a parameter and a case's inputs read, which inputs a case form shows for a
 * sub-category (the item form's rule, shared/domain/predmet-skody-polia.ts) and the case body sent.
 */
import type { VzorecDetail, VzorecPripadInput, VzorecVerziaView } from '@shared/api/vzorce-overenie';
import type { CennikTyp } from '@shared/domain/cennik';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { jeViditelne, type PredmetSkodyPole, poliaKategorie, predvoleneHodnoty } from '@shared/domain/predmet-skody-polia';
import { VZORCE } from '@shared/domain/vzorce';
import { formatDateSk } from '@shared/format/dates';
import { VZOREC_PAGE_TEXTS as T } from './vzorce-texts';

/** The version asked for in the URL, else the one valid today, else the newest. */
export function zvolenaVerzia(verzie: readonly VzorecVerziaView[], cislo?: number): VzorecVerziaView | undefined {
  return verzie.find((v) => v.cisloVerzie === cislo) ?? verzie.find((v) => v.platna) ?? verzie.at(-1);
}

/** 'Overená: {meno}, {dd.mm.rrrr}, {referencia}' or 'Návrh – neoverená'. */
export const stavVerzie = (v: VzorecVerziaView): string =>
  v.overenie ? T.overena(v.overenie.meno, formatDateSk(v.overenie.datum), v.overenie.referencia) : T.neoverena;

/** 'dd.mm.rrrr – dd.mm.rrrr' (open-ended: only the start). */
export const platnostVerzie = (v: Pick<VzorecVerziaView, 'platnostOd' | 'platnostDo'>): string =>
  v.platnostDo ? `${formatDateSk(v.platnostOd)} – ${formatDateSk(v.platnostDo)}` : `${formatDateSk(v.platnostOd)} –`;

/** A parameter value in the Slovak format with the parameter's own decimal places (7 years, 1,00, 0,5714). */
export const formatParameter = (value: number, desatinne: number, grouping = true): string =>
  new Intl.NumberFormat('sk-SK', { minimumFractionDigits: desatinne, maximumFractionDigits: desatinne, useGrouping: grouping }).format(value);

/** A plain decimal in the Slovak format with as many places as it has (2.2 → '2,2', 1300 → '1 300'). */
const formatCislo = (value: number): string => new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 4 }).format(value);

/** The field definitions of a case's inputs, in the item form's order. */
export const poliaPripadu = (d: Pick<VzorecDetail, 'kategoria' | 'vstupy'>): PredmetSkodyPole[] =>
  poliaKategorie(d.kategoria as PredmetSkodyKategoria).filter((p) => d.vstupy.includes(p.name));

/** The inputs a case shows for its sub-category (hidden ones are neither shown nor sent, as on an item). */
export const viditelnePolia = (polia: readonly PredmetSkodyPole[], sub: string | undefined): PredmetSkodyPole[] =>
  polia.filter((p) => jeViditelne(p, sub || undefined));

/** The starting values of a new case: the defaults of a new item for the sub-category, limited to the case's inputs. */
export function predvolenePripadu(d: Pick<VzorecDetail, 'kategoria' | 'vstupy'>, sub?: string): Record<string, string> {
  const all = predvoleneHodnoty(d.kategoria as PredmetSkodyKategoria, sub || undefined);
  return Object.fromEntries(Object.entries(all).filter(([name]) => d.vstupy.includes(name)));
}

/** A stored input as shown: a fixed value's label, Áno/Nie, a number in the Slovak format, a code-list item's label. */
export function hodnotaVstupu(p: PredmetSkodyPole, raw: string, ciselnikLabel?: (uuid: string) => string | undefined): string {
  switch (p.kind) {
    case 'enum':
      return p.values[raw] ?? raw;
    case 'bool':
      return raw === 'true' ? T.ano : T.nie;
    case 'ciselnik':
      return ciselnikLabel?.(raw) ?? raw;
    case 'text':
      return raw;
    default: {
      const n = Number(raw);
      return raw !== '' && Number.isFinite(n) ? formatCislo(n) : raw;
    }
  }
}

/** The shown rows of a stored case's inputs (label, value), in form order; inputs it does not set are left out. */
export const vstupyPripadu = (polia: readonly PredmetSkodyPole[], atributy: Readonly<Record<string, string>>, ciselnikLabel?: (uuid: string) => string | undefined) =>
  polia.filter((p) => atributy[p.name] !== undefined && atributy[p.name] !== '').map((p) => ({ name: p.name, label: p.label, hodnota: hodnotaVstupu(p, atributy[p.name], ciselnikLabel) }));

/** 'Hj = 2,2' rows of a case's price-list values, in the legend's order. */
export const hodnotyPripadu = (symboly: VzorecDetail['symboly'], hodnoty: Readonly<Record<string, number>>) =>
  symboly.filter((s) => hodnoty[s.skratka] !== undefined).map((s) => ({ skratka: s.skratka, text: `${s.skratka} = ${formatCislo(hodnoty[s.skratka])}${s.jednotka ? ` ${s.jednotka}` : ''}` }));

/** The body of a new case: the visible inputs only (an empty yes/no as 'false', like an item), the row values typed. */
export function teloPripadu(o: {
  polia: readonly PredmetSkodyPole[];
  nazov: string;
  vstupy: Readonly<Record<string, string>>;
  hodnoty: Readonly<Record<string, string>>;
  ocakavanaSuma: string;
}): VzorecPripadInput {
  const sub = o.vstupy.secondaryCategory;
  const atributy: Record<string, string> = {};
  for (const p of viditelnePolia(o.polia, sub)) {
    const v = (o.vstupy[p.name] ?? '').trim();
    atributy[p.name] = p.kind === 'bool' && v === '' ? 'false' : v;
  }
  const hodnoty = Object.fromEntries(Object.entries(o.hodnoty).map(([k, v]) => [k, v.trim()]));
  return { nazov: o.nazov, atributy, hodnoty, ocakavanaSuma: o.ocakavanaSuma.trim() };
}

/** How many of a version's cases match. */
export const pocetZhod = (v: VzorecVerziaView) => v.vysledky.filter((r) => r.zhoda).length;

/** Whether a price list prices a category with a formula (the server answers 404 for the formula of any other). */
export const cennikMaVzorec = (typ: CennikTyp): boolean => Object.values(VZORCE).some((d) => d?.cennik === typ);
