/**
 * Retention periods of personal data (GDPR Art. 5(1)(e)): how long after which point a record's
 * personal data is kept before the retention job (functions/retencia) anonymises it. One module for
 * the job, the local command and the CDK stack (which passes the same names as the Lambda's
 * environment). The defaults are proposals the office confirms in its registry plan
 * (registratúrny plán, Act 395/2002 on archives): see README 'Uchovávanie osobných údajov'.
 */
export interface RetencneLehoty {
  /** A notification never followed by an event (cancelled, or left without one): years after it was received. */
  oznamenieRoky: number;
  /** A decided event: years after the decision (the time its state became ROZHODNUTA). */
  rozhodnutaRoky: number;
  /** An event never taken into proceedings (still ROZPRACOVANA): years after its last state change. */
  rozpracovanaRoky: number;
}

export const RETENCNE_LEHOTY_DEFAULT: RetencneLehoty = {
  // the general limitation period of claims (Civil Code §101: 3 years) – after it nobody can claim
  // compensation on a notification that never became an event
  oznamenieRoky: 3,
  // a compensation decision's file: the registry plans of state bodies keep decision files 10 years
  // (retention mark 'A' or '10'); the limitation period of a State's recovery claim is 10 years too
  rozhodnutaRoky: 10,
  // an event nobody started to investigate is as good as a notification without one
  rozpracovanaRoky: 3,
};

/** Environment variable (and CDK context key) of each period. */
export const RETENCIA_ENV: Record<keyof RetencneLehoty, string> = {
  oznamenieRoky: 'RETENCIA_OZNAMENIE_ROKY',
  rozhodnutaRoky: 'RETENCIA_ROZHODNUTA_ROKY',
  rozpracovanaRoky: 'RETENCIA_ROZPRACOVANA_ROKY',
};

/** The periods from the environment, each a whole number of years ≥ 1, else its default. */
export function retencneLehoty(env: Record<string, string | undefined>): RetencneLehoty {
  const out = { ...RETENCNE_LEHOTY_DEFAULT };
  for (const key of Object.keys(RETENCIA_ENV) as (keyof RetencneLehoty)[]) {
    const raw = env[RETENCIA_ENV[key]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${RETENCIA_ENV[key]} musí byť celý počet rokov (aspoň 1), nie '${raw}'.`);
    out[key] = n;
  }
  return out;
}

/** The time `years` after `iso` (calendar years, UTC). */
export function poRokoch(iso: string, years: number): Date {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
