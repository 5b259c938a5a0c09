/**
 * The document of the public page 'Škody v číslach' from the damage events' statistics rows
 * (one row per event, functions/data/statistika-repo.ts). Pure: the rows, the labels and the projection
 * come in, so hand-made rows test it.
 *
 * - Counted: every event by the year and month of its damage date, whatever its state (a case in
 *   progress is a count and nothing more); awarded amounts only of decided events (ROZHODNUTA), and
 *   only of groups of MIN_ROZHODNUTI_PRE_SUMU decisions or more (potlacitMaleSumy).
 * - Species: the final statement's pôvodca; region: the kraj of the event's first item that has one.
 * - Map: events of the last MAPA_POCET_ROKOV calendar years at the event's GPS, else its first item's,
 *   counted per EEA 10 km cell; cells under MIN_UDALOSTI_V_BUNKE events are left out.
 * Nothing else of an event leaves this function: no names, codes, uuids or points.
 */
import { MAPA_POCET_ROKOV, MIN_UDALOSTI_V_BUNKE, potlacitMaleSumy, SKODY_V_CISLACH_LICENCIA, type SkodyVCislachDokument, skodyVCislachDokument } from '@shared/api/skody-v-cislach';
import { eeaBunka, eeaBunkaKod, eeaStred, type Projekcia, potlacitMaleBunky } from '@shared/domain/eea-grid';
import type { StatistikaUdalostRow } from '../../data/statistika-repo';
import { NEURCENY, sucetEur } from '../../statistiky/domain/riadky';

export interface DokumentVstup {
  /** Every event row (any years). */
  udalosti: readonly StatistikaUdalostRow[];
  /** uuid → label of POVODCA_SKODY and of KRAJ. */
  povodca: ReadonlyMap<string, string>;
  kraj: ReadonlyMap<string, string>;
  proj: Projekcia;
  now: Date;
  /** The current year (Slovak calendar). */
  rok: number;
}

interface Sucet {
  pocetUdalosti: number;
  pocetRozhodnutych: number;
  sumy: number[];
}

const novySucet = (): Sucet => ({ pocetUdalosti: 0, pocetRozhodnutych: 0, sumy: [] });

function pripocitat(s: Sucet, u: StatistikaUdalostRow) {
  s.pocetUdalosti++;
  if (u.stav === 'ROZHODNUTA') {
    s.pocetRozhodnutych++;
    s.sumy.push(u.sumaPriznana ?? 0);
  }
}

const pocty = (s: Sucet) => ({ pocetUdalosti: s.pocetUdalosti, pocetRozhodnutych: s.pocetRozhodnutych, sumaPriznana: sucetEur(s.sumy) as number | null });

/** Sums per key, created on first use. */
class Skupiny {
  readonly map = new Map<string, Sucet>();
  add(key: string, u: StatistikaUdalostRow) {
    let s = this.map.get(key);
    if (!s) {
      s = novySucet();
      this.map.set(key, s);
    }
    pripocitat(s, u);
  }
  get(key: string) {
    return this.map.get(key) ?? novySucet();
  }
}

/** The point of an event: its own GPS, else its first item's. */
function polohaUdalosti(u: StatistikaUdalostRow): [number, number] | undefined {
  if (u.lat !== undefined && u.lng !== undefined) return [u.lat, u.lng];
  const p = u.predmety.find((i) => i.lat !== undefined && i.lng !== undefined);
  return p ? [p.lat as number, p.lng as number] : undefined;
}

/** Separates the parts of a group key (no label holds it). */
const S = '\u001f';

const popis = (m: ReadonlyMap<string, string>, id: string | undefined) => (id ? (m.get(id) ?? NEURCENY) : NEURCENY);

/** Labels sorted in Slovak order, 'Neurčený' last. */
const poradie = (a: string, b: string) => Number(a === NEURCENY) - Number(b === NEURCENY) || a.localeCompare(b, 'sk');

/** A row of the CSV download: a year, species and region. */
export interface DruhKrajRiadok {
  rok: number;
  druh: string;
  kraj: string;
  pocetUdalosti: number;
  pocetRozhodnutych: number;
  /** null: not published (fewer than MIN_ROZHODNUTI_PRE_SUMU decisions, or hiding such a row). */
  sumaPriznana: number | null;
}

export interface Zostava {
  dokument: SkodyVCislachDokument;
  /** Year × species × region (the CSV download; the page shows its margins). */
  podlaDruhuAKraja: DruhKrajRiadok[];
}

export function zostavitDokument(v: DokumentVstup): Zostava {
  const udalosti = v.udalosti.filter((u) => Number(u.datumVznikuSkody.slice(0, 4)) <= v.rok);
  const roky: number[] = [];
  if (udalosti.length) {
    const prvy = Math.min(...udalosti.map((u) => Number(u.datumVznikuSkody.slice(0, 4))));
    for (let r = prvy; r <= v.rok; r++) roky.push(r);
  }

  const rok = new Skupiny();
  const mesiac = new Skupiny();
  const druh = new Skupiny();
  const kraj = new Skupiny();
  const druhKraj = new Skupiny();
  const od = v.rok - MAPA_POCET_ROKOV + 1;
  const bunky = new Map<string, { e: number; n: number; pocetUdalosti: number }>();
  let bezPolohy = 0;
  for (const u of udalosti) {
    const r = u.datumVznikuSkody.slice(0, 4);
    rok.add(r, u);
    mesiac.add(u.datumVznikuSkody.slice(0, 7), u);
    const d = popis(v.povodca, u.povodcaSkodyId);
    const k = popis(v.kraj, u.predmety.find((p) => p.kr)?.kr);
    druh.add(`${r}${S}${d}`, u);
    kraj.add(`${r}${S}${k}`, u);
    druhKraj.add(`${r}${S}${d}${S}${k}`, u);
    if (Number(r) < od) continue;
    const p = polohaUdalosti(u);
    if (!p) {
      bezPolohy++;
      continue;
    }
    const c = eeaBunka(v.proj, p[0], p[1]);
    const kod = eeaBunkaKod(c);
    const b = bunky.get(kod) ?? { ...c, pocetUdalosti: 0 };
    b.pocetUdalosti++;
    bunky.set(kod, b);
  }

  /** Keys 'rok␟label…' in year, then label order. */
  const kluce = (g: Skupiny) =>
    [...g.map.keys()].sort((a, b) => {
      const [ra, ...la] = a.split(S);
      const [rb, ...lb] = b.split(S);
      return Number(ra) - Number(rb) || la.reduce((c, l, i) => c || poradie(l, lb[i]), 0);
    });
  const poRokoch = (g: Skupiny, pole: 'druh' | 'kraj') => kluce(g).map((key) => ({ rok: Number(key.split(S)[0]), [pole]: key.split(S)[1], ...pocty(g.get(key)) }));
  const { zobrazene, skryteBunky, skryteUdalosti } = potlacitMaleBunky([...bunky.values()], MIN_UDALOSTI_V_BUNKE);

  const podlaRoka = roky.map((r) => ({ rok: r, ...pocty(rok.get(String(r))) }));
  const podlaMesiaca = roky.flatMap((r) => Array.from({ length: 12 }, (_, i) => ({ rok: r, mesiac: i + 1, ...pocty(mesiac.get(`${r}-${String(i + 1).padStart(2, '0')}`)) })));
  const podlaDruhu = poRokoch(druh, 'druh');
  const podlaKraja = poRokoch(kraj, 'kraj');
  const podlaDruhuAKraja: DruhKrajRiadok[] = kluce(druhKraj).map((key) => {
    const [r, d, k] = key.split(S);
    return { rok: Number(r), druh: d, kraj: k, ...pocty(druhKraj.get(key)) };
  });
  // Awarded sums of small groups are hidden; the sets are the rows whose total another published row
  // gives (a year's months, species and regions; the CSV's regions of a year's species and the reverse).
  const skupiny = <T,>(rows: readonly T[], key: (r: T) => string) => {
    const by = new Map<string, T[]>();
    for (const r of rows) by.set(key(r), [...(by.get(key(r)) ?? []), r]);
    return [...by.values()];
  };
  potlacitMaleSumy(
    [...podlaRoka, ...podlaMesiaca, ...podlaDruhu, ...podlaKraja, ...podlaDruhuAKraja],
    [
      ...skupiny(podlaMesiaca, (r) => String(r.rok)),
      ...skupiny(podlaDruhu, (r) => String(r.rok)),
      ...skupiny(podlaKraja, (r) => String(r.rok)),
      ...skupiny(podlaDruhuAKraja, (r) => `${r.rok}${S}${r.druh}`),
      ...skupiny(podlaDruhuAKraja, (r) => `${r.rok}${S}${r.kraj}`),
    ],
  );

  // the strict schema refuses a field it does not name before anything is published
  const dokument = skodyVCislachDokument.parse({
    vygenerovane: v.now.toISOString(),
    licencia: { ...SKODY_V_CISLACH_LICENCIA },
    roky,
    podlaRoka,
    podlaMesiaca,
    podlaDruhu,
    podlaKraja,
    mapa: {
      od,
      do: v.rok,
      minPocet: MIN_UDALOSTI_V_BUNKE,
      bunky: zobrazene
        .map((b) => ({ bunka: eeaBunkaKod(b), stred: eeaStred(v.proj, b), pocetUdalosti: b.pocetUdalosti }))
        .sort((a, b) => a.bunka.localeCompare(b.bunka)),
      skryteBunky,
      skryteUdalosti,
      bezPolohy,
    },
  });
  return { dokument, podlaDruhuAKraja };
}
