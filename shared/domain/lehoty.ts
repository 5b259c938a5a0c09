/**
 * Deadlines of a damage event: how long a case has been open, whether the
 * reporting window was missed and whether the case has sat in one state too long. The limits live here,
 * in one place, each with its legal source where one is known; change them here only.
 *
 * Days are calendar days in the product's time zone (Europe/Bratislava), counted from date to date.
 */
import { PRODUCT_TIME_ZONE } from '../format/dates';
import type { TypSkody } from './oznamenie';
import type { SkodovaUdalostStav } from './skodova-udalost';

export const LEHOTY = {
  /**
   * Reporting window, damage → notification, in hours: 48 h for property damage. Source: Act 543/2002 Z. z.
   * § 97–§ 102 with decree 170/2021 Z. z. § 44 as summarised by public sources (shared/design/DOMAIN.md §1:
   * "the injured party reports property damage within 48 hours").
   */
  oznamenieHodiny: 48,
  /**
   * Reporting window for damage to life and health (an attack on a person), in days: 60 days
   * (same sources, DOMAIN.md §1: "60 days for an attack on a person").
   */
  oznamenieZdravieDni: 60,
  /**
   * Days an event may stay in one state before the list and the detail flag it. `null` = never flagged.
   * - ROZPRACOVANA 7: internal working proposal (no legal source found) – a draft should become an
   *   investigation within a week.
   * - V_SETRENI 30: internal working proposal (no legal source found) – on-site inspection and the
   *   commission's record.
   * - VYSETRENA 60: no legal source found for the claim deadline (DOMAIN.md: "the claim and decision
   *   deadlines: not found – keep them configurable").
   * - PRIJATA_ZIADOST 60: Act 71/1967 Zb. (Správny poriadok) § 49 ods. 2 – a decision within 30 days of the
   *   start of proceedings, in particularly complex cases within 60 days.
   * - ROZHODNUTA: closed, never flagged.
   */
  dniVStave: {
    ROZPRACOVANA: 7,
    V_SETRENI: 30,
    VYSETRENA: 60,
    PRIJATA_ZIADOST: 60,
    ROZHODNUTA: null,
  } as Record<SkodovaUdalostStav, number | null>,
} as const;

/** What the deadline rules read of an event (list row or record). */
export interface LehotyVstup {
  /** yyyy-MM-dd */
  datumVznikuSkody: string;
  /** HH:mm, when known */
  casVznikuSkody?: string;
  /** yyyy-MM-dd (an ISO timestamp is read by its date) */
  datumOznamenia: string;
  typSkody?: TypSkody;
  stav: SkodovaUdalostStav;
  /** ISO timestamp the current state was entered; records without it fall back to createdAt. */
  stavOd?: string;
  /** ISO timestamp */
  createdAt: string;
}

export interface LehotyStav {
  /** Whole days the case has been open (until it was decided for a decided case). */
  dniOtvorenia: number;
  /** Whole days in the current state. */
  dniVStave: number;
  /** The notification came after the reporting window. */
  oneskoreneOznamenie: boolean;
  /** The case has been in its state longer than LEHOTY.dniVStave allows. */
  dlhoVStave: boolean;
  /** Either of the two: the list's 'po termíne' flag and filter. */
  poTermine: boolean;
}

const DAY_MS = 86_400_000;

/** One formatter for every call (making one costs ≈50 µs; lists ask for thousands of dates). */
let formatter: Intl.DateTimeFormat | undefined;
/** The Slovak date (yyyy-MM-dd) of an instant. */
let last: { ms: number; date: string } | undefined;
function dateInSk(d: Date): string {
  // a list asks for the same `now` once per row
  if (last?.ms === d.getTime()) return last.date;
  formatter ??= new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  last = { ms: d.getTime(), date: formatter.format(d) };
  return last.date;
}

const byUtcHour = new Map<string, string>();

/** Date (yyyy-MM-dd) of a value: a date stays, an ISO timestamp becomes its date in Slovakia. */
function datumSk(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  // UTC timestamps (toISOString): Slovakia's offset is whole hours, so the UTC hour decides the date
  const utcHour = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value) ? value.slice(0, 13) : null;
  const hit = utcHour ? byUtcHour.get(utcHour) : undefined;
  if (hit) return hit;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value.slice(0, 10);
  const date = dateInSk(d);
  if (utcHour && byUtcHour.size < 100_000) byUtcHour.set(utcHour, date);
  return date;
}

/** Whole calendar days from date `a` to date `b` (both yyyy-MM-dd); negative when b is earlier. */
export function dniMedzi(a: string, b: string): number {
  const pa = Date.parse(`${a.slice(0, 10)}T00:00:00Z`);
  const pb = Date.parse(`${b.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(pa) || Number.isNaN(pb)) return 0;
  return Math.round((pb - pa) / DAY_MS);
}

/**
 * Whether the notification came after the reporting window. The notification date has no time, so a
 * notification on any day up to the day the window ends is in time: 48 h after a damage on day D (at any
 * time) ends on day D + 2. Damage to life and health: 60 days.
 */
export function oneskoreneOznamenie(e: Pick<LehotyVstup, 'datumVznikuSkody' | 'casVznikuSkody' | 'datumOznamenia' | 'typSkody'>): boolean {
  if (!e.datumVznikuSkody || !e.datumOznamenia) return false;
  const oznamenie = datumSk(e.datumOznamenia);
  const povoleneDni = e.typSkody === 'ZIVOT_A_ZDRAVIE_FO' ? LEHOTY.oznamenieZdravieDni : Math.floor(LEHOTY.oznamenieHodiny / 24);
  // With a known time, a whole-hour window that does not end on a day boundary still ends on the same day
  // (D at HH:mm + 48 h = D + 2 at HH:mm); the notification's date decides.
  return dniMedzi(e.datumVznikuSkody, oznamenie) > povoleneDni;
}

/** Whole days the case has been open: from its creation until today, or until it was decided. */
export function dniOtvorenia(e: Pick<LehotyVstup, 'createdAt' | 'stav' | 'stavOd'>, now: Date = new Date()): number {
  const koniec = e.stav === 'ROZHODNUTA' && e.stavOd ? datumSk(e.stavOd) : dateInSk(now);
  return Math.max(0, dniMedzi(datumSk(e.createdAt), koniec));
}

/** Whole days in the current state (records without stavOd count from createdAt). */
export function dniVStave(e: Pick<LehotyVstup, 'createdAt' | 'stavOd'>, now: Date = new Date()): number {
  return Math.max(0, dniMedzi(datumSk(e.stavOd ?? e.createdAt), dateInSk(now)));
}

/** Whether the case has sat in its state longer than allowed. */
export function dlhoVStave(e: Pick<LehotyVstup, 'createdAt' | 'stav' | 'stavOd'>, now: Date = new Date()): boolean {
  const limit = LEHOTY.dniVStave[e.stav];
  return limit !== null && limit !== undefined && dniVStave(e, now) > limit;
}

/** All deadline facts of one event at `now`. */
export function lehotyUdalosti(e: LehotyVstup, now: Date = new Date()): LehotyStav {
  const oneskorene = oneskoreneOznamenie(e);
  const dlho = dlhoVStave(e, now);
  return { dniOtvorenia: dniOtvorenia(e, now), dniVStave: dniVStave(e, now), oneskoreneOznamenie: oneskorene, dlhoVStave: dlho, poTermine: oneskorene || dlho };
}

/** Slovak 'N deň/dni/dní' for the open duration. */
export function dniText(n: number): string {
  if (n === 1) return '1 deň';
  if (n >= 2 && n <= 4) return `${n} dni`;
  return `${n} dní`;
}
