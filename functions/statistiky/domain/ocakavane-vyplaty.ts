/**
 * 'Očakávané výplaty' of the calendar year: what the events not yet decided are expected to cost
 * (their items' amounts × the ratio awarded / computed of decided events in the item's category and
 * region, ./vyplaty-odhad.ts) per ŠOP workplace and item category, beside what was granted in
 * decisions dated this year. The ratios come from every decided event on record; the historical data
 * carry one amount per record (no computed and awarded pair), so they cannot give a ratio.
 */
import type { OcakavaneVyplaty, VyplatyPomer, VyplatyRiadok, VyplatySumy } from '@shared/api/statistiky-analyzy';
import { compareSk } from '@shared/format/collation';
import { todayIso } from '@shared/format/dates';
import type { StatistikaUdalostRow } from '../../data/statistika-repo';
import { ciselnikPopisy, kategoriaLabel, NEURCENY, pracoviskoPopisy, vsetkyUdalosti } from './riadky';
import { centyOdhadu, KVANTIL_DOLNY, KVANTIL_HORNY, MIN_POCET, type PolozkaOdhadu, pomery, rozdelPriznane } from './vyplaty-odhad';

/** A workplace's name when the event has none. */
const NEURCENE = 'Neurčené';

const polozky = (u: StatistikaUdalostRow): PolozkaOdhadu[] => u.predmety.map((p) => ({ kategoria: p.kategoria, kraj: p.kr ?? '', suma: p.amount }));
const jeRozhodnuta = (u: StatistikaUdalostRow) => u.stav === 'ROZHODNUTA';

interface Suma {
  nerozhodnute: Set<string>;
  vypocitane: number;
  ocakavane: number;
  dolne: number;
  horne: number;
  rozhodnuteUdalosti: Set<string>;
  rozhodnute: number;
}
const prazdna = (): Suma => ({ nerozhodnute: new Set(), vypocitane: 0, ocakavane: 0, dolne: 0, horne: 0, rozhodnuteUdalosti: new Set(), rozhodnute: 0 });
const sumy = (s: Suma): VyplatySumy => ({
  pocetNerozhodnutych: s.nerozhodnute.size,
  vypocitane: s.vypocitane / 100,
  ocakavane: s.ocakavane / 100,
  ocakavaneDolne: s.dolne / 100,
  ocakavaneHorne: s.horne / 100,
  pocetRozhodnutych: s.rozhodnuteUdalosti.size,
  rozhodnute: s.rozhodnute / 100,
});

export async function ocakavaneVyplaty(dnes = todayIso()): Promise<OcakavaneVyplaty> {
  const [udalosti, pracoviska, kraje] = await Promise.all([vsetkyUdalosti(dnes), pracoviskoPopisy(), ciselnikPopisy('KRAJ')]);
  const rok = dnes.slice(0, 4);
  const pomer = pomery(udalosti.filter((u) => jeRozhodnuta(u) && u.sumaPriznana !== undefined).map((u) => ({ priznane: u.sumaPriznana as number, polozky: polozky(u) })));

  const riadky = new Map<string, Suma & { sop: string; kategoria: string }>();
  const spolu = prazdna();
  const pouzite = new Map<string, VyplatyPomer>();
  const riadok = (sop: string, kategoria: string) => {
    const k = `${sop}|${kategoria}`;
    let r = riadky.get(k);
    if (!r) {
      r = { ...prazdna(), sop, kategoria };
      riadky.set(k, r);
    }
    return r;
  };
  for (const u of udalosti) {
    const sop = u.sopId ?? '';
    if (!jeRozhodnuta(u)) {
      for (const p of polozky(u)) {
        const q = pomer(p.kategoria, p.kraj);
        const cell = `${p.kategoria}|${p.kraj}`;
        if (!pouzite.has(cell)) pouzite.set(cell, { predmetSkodyKategoria: p.kategoria, kraj: p.kraj ? (kraje.get(p.kraj) ?? p.kraj) : NEURCENY, ...q });
        const add = [Math.round(p.suma * 100), centyOdhadu(p.suma, q.median), centyOdhadu(p.suma, q.dolny), centyOdhadu(p.suma, q.horny)];
        for (const s of [riadok(sop, p.kategoria), spolu]) {
          s.nerozhodnute.add(u.uuid);
          s.vypocitane += add[0];
          s.ocakavane += add[1];
          s.dolne += add[2];
          s.horne += add[3];
        }
      }
    } else if (u.sumaPriznana !== undefined && u.datumRozhodnutia?.startsWith(rok)) {
      const p = polozky(u);
      const podiely = rozdelPriznane(u.sumaPriznana, p);
      const casti: [string, number][] = p.length ? p.map((x, i) => [x.kategoria, podiely[i]]) : [['', Math.round(u.sumaPriznana * 100)]];
      for (const [kategoria, centy] of casti) {
        for (const s of [riadok(sop, kategoria), spolu]) {
          s.rozhodnuteUdalosti.add(u.uuid);
          s.rozhodnute += centy;
        }
      }
    }
  }

  const nazov = (sop: string) => (sop ? (pracoviska.get(sop) ?? sop) : NEURCENE);
  const out: VyplatyRiadok[] = [...riadky.values()]
    .map((r) => ({ pracovisko: nazov(r.sop), predmetSkodyKategoria: r.kategoria, ...sumy(r) }))
    .sort((a, b) => compareSk(a.pracovisko, b.pracovisko) || compareSk(kategoriaLabel(a.predmetSkodyKategoria), kategoriaLabel(b.predmetSkodyKategoria)));
  return {
    rok: Number(rok),
    minPocet: MIN_POCET,
    kvantilDolny: KVANTIL_DOLNY,
    kvantilHorny: KVANTIL_HORNY,
    riadky: out,
    spolu: sumy(spolu),
    pomery: [...pouzite.values()].sort((a, b) => compareSk(kategoriaLabel(a.predmetSkodyKategoria), kategoriaLabel(b.predmetSkodyKategoria)) || compareSk(a.kraj, b.kraj)),
  };
}
