/**
 * Label–value descriptions of an event's parts (the measures, the statement, the proceedings) as the
 * tabs and the PDF show them; the measures' own are in ./opatrenia.ts, the others in ./konanie.ts.
 */
import { formatCisloSk } from '../format/cislo';
import { formatDateSk } from '../format/dates';

export interface Opis {
  label: string;
  value: string;
}

export const ANO = 'Áno';
export const NIE = 'Nie';
export const anoNie = (v: boolean | undefined) => (v === undefined ? '' : v ? ANO : NIE);

/** Helpers for the other descriptions (statement, proceedings) in shared/api/konanie.ts. */
export const opisFormat = {
  anoNie,
  datum: (iso: string | undefined) => formatDateSk(iso),
  suma: (n: number | undefined) => (n === undefined ? '' : `${formatCisloSk(n)} EUR`),
};
