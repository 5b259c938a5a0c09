/**
 * Chart series of the statistics filter (beyond the spec): damage by month, pôvodca, item
 * category, region, district and year from the filter's rows; and per year reported → inspected →
 * paid: notifications (their damage date in the filter's range; cancelled ones left out), the filter's
 * events with their calculated amounts and the amounts granted in decisions.
 */
import type { GrafBod, GrafRad, StatistikyFilter, StatistikyGrafy } from '@shared/api/statistiky';
import { todayIso } from '@shared/format/dates';
import { oznamenieRows } from '../../data/oznamenie-repo';
import { type StatistikaPredmetRow, type StatistikaUdalostRow, statistikaPredmety } from '../../data/statistika-repo';
import { yearsOf } from '../../common/year-list';
import { ciselnikPopisy, kategoriaLabel, NEURCENY, povodcaPopisy, riadkyFiltra, STATISTIKY_PRVY_ROK, sucetEur } from './riadky';

const MESIACE = ['január', 'február', 'marec', 'apríl', 'máj', 'jún', 'júl', 'august', 'september', 'október', 'november', 'december'];

interface Skupina {
  predmety: number;
  udalosti: Set<StatistikaUdalostRow>;
  sumy: number[];
}

/** Rows grouped by `key` (in the order of `keys` when given, else by amount DESC then label). */
function skupiny(rows: readonly StatistikaPredmetRow[], key: (r: StatistikaPredmetRow) => string, label: (k: string) => string, keys?: readonly string[]): GrafBod[] {
  const groups = new Map<string, Skupina>((keys ?? []).map((k) => [k, { predmety: 0, udalosti: new Set(), sumy: [] }]));
  for (const r of rows) {
    const k = key(r);
    let g = groups.get(k);
    if (!g) {
      if (keys) continue;
      g = { predmety: 0, udalosti: new Set(), sumy: [] };
      groups.set(k, g);
    }
    g.predmety++;
    g.udalosti.add(r.udalost);
    g.sumy.push(r.predmet.amount);
  }
  const body = [...groups].map(([kluc, g]) => ({ kluc, label: label(kluc), pocetPredmetov: g.predmety, pocetSkodovychUdalosti: g.udalosti.size, suma: sucetEur(g.sumy) }));
  return keys ? body : body.sort((a, b) => b.suma - a.suma || b.pocetPredmetov - a.pocetPredmetov || a.label.localeCompare(b.label, 'sk'));
}

/** Label of a code-list uuid, 'Neurčený' without one. */
const podla = (m: ReadonlyMap<string, string>) => (k: string) => (k ? (m.get(k) ?? k) : NEURCENY);

/** The years the year series show: the filter's range, without 'from' from the first year holding events or notifications. */
async function rokyGrafu(f: StatistikyFilter, today: string): Promise<number[]> {
  const candidates = yearsOf(f, STATISTIKY_PRVY_ROK, today);
  const [udalosti, oznamenia] = await Promise.all([statistikaPredmety.counters(candidates), oznamenieRows.counters(candidates)]);
  const present = candidates.filter((y) => udalosti.has(y) || oznamenia.has(y));
  const last = Number((f.to ?? today).slice(0, 4));
  const first = f.from ? Number(f.from.slice(0, 4)) : Math.min(last, ...present);
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  return years;
}

/** Notifications per year of their damage date within the filter's dates (not cancelled). */
async function oznameniaPodlaRoka(f: StatistikyFilter, years: readonly number[], today: string): Promise<Map<string, number>> {
  // a notification is reported on or after its damage date: its partition (the report's year) is not before the range
  const partitions = yearsOf({ from: `${years[0]}-01-01` }, years[0], today);
  const perYear = await oznamenieRows.rows(partitions);
  const counts = new Map<string, number>();
  for (const rows of perYear) {
    for (const o of rows) {
      const d = o.datumVznikuSkody;
      if (o.stav === 'ZRUSENE' || (f.from && d < f.from) || (f.to && d > f.to)) continue;
      counts.set(d.slice(0, 4), (counts.get(d.slice(0, 4)) ?? 0) + 1);
    }
  }
  return counts;
}

export async function grafyStatistik(f: StatistikyFilter, today = todayIso()): Promise<StatistikyGrafy> {
  const [rows, povodca, kraj, okres, roky] = await Promise.all([riadkyFiltra(f), povodcaPopisy(), ciselnikPopisy('KRAJ'), ciselnikPopisy('OKRES'), rokyGrafu(f, today)]);
  const oznamenia = await oznameniaPodlaRoka(f, roky, today);
  const rokKeys = roky.map(String);
  const udalostiRoka = new Map<string, Set<StatistikaUdalostRow>>(rokKeys.map((y) => [y, new Set()]));
  for (const r of rows) udalostiRoka.get(r.udalost.datumVznikuSkody.slice(0, 4))?.add(r.udalost);
  const ohlaseneSetreneVyplatene: GrafRad[] = rokKeys.map((y) => {
    const udalosti = [...(udalostiRoka.get(y) ?? [])];
    return {
      kluc: y,
      label: y,
      pocetOznameni: oznamenia.get(y) ?? 0,
      pocetSkodovychUdalosti: udalosti.length,
      sumaVypocitana: sucetEur(udalosti.map((u) => u.vyskaSkodyVypocitana ?? 0)),
      sumaPriznana: sucetEur(udalosti.map((u) => u.sumaPriznana ?? 0)),
    };
  });
  const mesiace = MESIACE.map((_, i) => String(i + 1).padStart(2, '0'));
  return {
    podlaMesiaca: skupiny(rows, (r) => r.udalost.datumVznikuSkody.slice(5, 7), (k) => MESIACE[Number(k) - 1], mesiace),
    podlaPovodcu: skupiny(rows, (r) => r.udalost.povodcaSkodyId ?? '', podla(povodca)),
    podlaPredmetu: skupiny(rows, (r) => r.predmet.kategoria, kategoriaLabel),
    podlaKraja: skupiny(rows, (r) => r.predmet.kr ?? '', podla(kraj)),
    podlaOkresu: skupiny(rows, (r) => r.predmet.ok ?? '', podla(okres)),
    podlaRoka: skupiny(rows, (r) => r.udalost.datumVznikuSkody.slice(0, 4), (k) => k, rokKeys),
    ohlaseneSetreneVyplatene,
  };
}
