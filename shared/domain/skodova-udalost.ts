/** Damage event (škodová udalosť) domain: states and their labels (spec part 2 §4). */
export const SKODOVA_UDALOST_STAVY = ['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST', 'ROZHODNUTA'] as const;
export type SkodovaUdalostStav = (typeof SKODOVA_UDALOST_STAVY)[number];

export const SKODOVA_UDALOST_STAV_LABELS: Record<SkodovaUdalostStav, string> = {
  ROZPRACOVANA: 'Rozpracovaná',
  V_SETRENI: 'V šetrení',
  VYSETRENA: 'Vyšetrená',
  PRIJATA_ZIADOST: 'Prijatá ž.',
  ROZHODNUTA: 'Rozhodnutá',
};

/** ID-SK tag colour of each state (the spec gives none; chosen to follow the notification badges). */
export const SKODOVA_UDALOST_STAV_BADGE: Record<SkodovaUdalostStav, 'primary' | 'info' | 'success' | 'warning' | 'notice' | 'danger'> = {
  ROZPRACOVANA: 'info',
  V_SETRENI: 'warning',
  VYSETRENA: 'notice',
  PRIJATA_ZIADOST: 'primary',
  ROZHODNUTA: 'success',
};

/** Human code prefix of damage events: SU-2026-000123 (shown in an injured party's history). */
export const SKODOVA_UDALOST_KOD_PREFIX = 'SU';

/**
 * State rules of a damage event (spec part 2 §4), in one place for the server (which enforces them)
 * and the screens (which only follow them).
 */

/** Fields of the update payload that a state allows to change (§4 'Editable fields by state'); the rest are locked. */
export const SKODOVA_UDALOST_POLIA = [
  'datumOznamenia',
  'datumACasVznikuSkody',
  'typSkody',
  'miestneSetreniePopis',
  'datumACasSetrenia',
  'popisSkody',
  'spisovaZnackaSop',
  'spisovaZnackaOu',
  'uzemnePrislusnaSopId',
  'uzemnePrislusnyOuId',
  'komisia',
] as const;
export type SkodovaUdalostPole = (typeof SKODOVA_UDALOST_POLIA)[number];

const VSETKY_POLIA: readonly SkodovaUdalostPole[] = SKODOVA_UDALOST_POLIA;
export const SKODOVA_UDALOST_EDITOVATELNE_POLIA: Record<SkodovaUdalostStav, readonly SkodovaUdalostPole[]> = {
  ROZPRACOVANA: VSETKY_POLIA,
  V_SETRENI: VSETKY_POLIA.filter((p) => p !== 'datumOznamenia'),
  VYSETRENA: ['spisovaZnackaOu'],
  PRIJATA_ZIADOST: ['spisovaZnackaOu'],
  ROZHODNUTA: [],
};
// prepojenieNaIneSkodoveUdalosti is never locked (§4) and therefore not in the list above.

/** State → state of each transition button (§4 table); 'zacatSetrenie' also creates the notification when there is none. */
export const SKODOVA_UDALOST_PRECHODY = {
  zacatSetrenie: { z: 'ROZPRACOVANA', na: 'V_SETRENI' },
  ukoncitSetrenie: { z: 'V_SETRENI', na: 'VYSETRENA' },
  ziadostPrijata: { z: 'VYSETRENA', na: 'PRIJATA_ZIADOST' },
  rozhodnuta: { z: 'PRIJATA_ZIADOST', na: 'ROZHODNUTA' },
} as const satisfies Record<string, { z: SkodovaUdalostStav; na: SkodovaUdalostStav }>;
export type SkodovaUdalostPrechod = keyof typeof SKODOVA_UDALOST_PRECHODY;

/** States of the other actions and parts (§4 'Other buttons', 'Other state rules'). */
export const SKODOVA_UDALOST_AKCIE = {
  /** 'Zahodiť rozpracovanú'. */
  zahodit: ['ROZPRACOVANA'],
  /** 'Zmeniť priradený OÚ'. */
  zmenitPriradenieOu: ['VYSETRENA'],
  /** 'Oznámenie' (when linked) and 'Export do PDF'. */
  oznamenieAExport: ['V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST', 'ROZHODNUTA'],
  /** Preventive measures: add, remove, the two questions. */
  opatrenia: ['ROZPRACOVANA', 'V_SETRENI'],
  /** Final statement (návrh, pôvodca, zhodnotenie, zdôvodnenie). */
  stanovisko: ['ROZPRACOVANA', 'V_SETRENI'],
  /** Proceedings: datumPrijatiaZiadosti. */
  konanieZiadost: ['VYSETRENA'],
  /** Proceedings: cisloRozhodnutia, datumVydaniaRozhodnutia, sumaPriznanaVRozhodnuti. */
  konanieRozhodnutie: ['PRIJATA_ZIADOST', 'ROZHODNUTA'],
  /** Damaged items: add, remove and edit their values (the manual amount: every state). */
  predmetySkody: ['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST'],
  /** Photos: evidence of the investigation, added until the request is accepted (the spec names no rule). */
  fotografie: ['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST'],
  /** Attachments: documents of the case, including the decision itself (the spec names no rule). */
  prilohy: ['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST', 'ROZHODNUTA'],
} as const satisfies Record<string, readonly SkodovaUdalostStav[]>;
export type SkodovaUdalostAkcia = keyof typeof SKODOVA_UDALOST_AKCIE;

export const skodovaUdalostMoze = (akcia: SkodovaUdalostAkcia, stav: SkodovaUdalostStav): boolean =>
  (SKODOVA_UDALOST_AKCIE[akcia] as readonly SkodovaUdalostStav[]).includes(stav);

/**
 * What a transition takes away for good (no transition leads back): the event's fields that become
 * locked and the actions on its parts that are no longer possible. The confirmation of the
 * transition names them, so the rule shown is the rule the server enforces.
 */
export function zamknutePoPrechode(prechod: SkodovaUdalostPrechod): { polia: SkodovaUdalostPole[]; akcie: SkodovaUdalostAkcia[] } {
  const { z, na } = SKODOVA_UDALOST_PRECHODY[prechod];
  const po: readonly SkodovaUdalostPole[] = SKODOVA_UDALOST_EDITOVATELNE_POLIA[na];
  return {
    polia: SKODOVA_UDALOST_EDITOVATELNE_POLIA[z].filter((p) => !po.includes(p)),
    akcie: (Object.keys(SKODOVA_UDALOST_AKCIE) as SkodovaUdalostAkcia[]).filter((a) => skodovaUdalostMoze(a, z) && !skodovaUdalostMoze(a, na)),
  };
}

/** Fields of the final statement (spec part 2 §3 'Final statement'). */
export const ZAVERECNE_STANOVISKO_POLIA = ['navrhNaUhraduSkody', 'povodcaSkody', 'zhodnotenieOpatreni', 'zdovodnenie'] as const;
export type ZaverecneStanoviskoPole = (typeof ZAVERECNE_STANOVISKO_POLIA)[number];

/** A part of the investigation that is still empty when it is being closed. */
export type ChybajucaCastSetrenia =
  | { cast: 'poskodeny' | 'predmetySkody' | 'datumACasSetrenia' }
  | { cast: 'zaverecneStanovisko'; polia: ZaverecneStanoviskoPole[] };

/**
 * What 'Ukončiť šetrenie' would close while still missing: after it the statement and the
 * inspection are locked (§4), so an empty one stays empty. The server allows it – an investigation
 * may end without a finding – the screen only makes it a deliberate choice.
 */
export function chybajuceNaUkoncenieSetrenia(
  su: { hasPoskodeny: boolean; pocetPredmetovSkody: number; datumACasSetrenia?: string },
  stanovisko: Partial<Record<ZaverecneStanoviskoPole, unknown>>,
): ChybajucaCastSetrenia[] {
  const chyba: ChybajucaCastSetrenia[] = [];
  if (!su.hasPoskodeny) chyba.push({ cast: 'poskodeny' });
  if (su.pocetPredmetovSkody === 0) chyba.push({ cast: 'predmetySkody' });
  if (!su.datumACasSetrenia) chyba.push({ cast: 'datumACasSetrenia' });
  const prazdne = ZAVERECNE_STANOVISKO_POLIA.filter((p) => stanovisko[p] === undefined || stanovisko[p] === null || stanovisko[p] === '');
  if (prazdne.length) chyba.push({ cast: 'zaverecneStanovisko', polia: prazdne });
  return chyba;
}
