/**
 * Livestock: cattle, sheep, goats (DOMAIN.md §2, 'návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.').
 * Symbols of the price list: Ckd, Hj, JC, MC, PHJ; the row is matched by kategoria = secondaryCategory
 * and druhVyuzitia (cattle) or chovnost (sheep, goats).
 *
 * Per animal:
 * 1. w = hmotnosť when > 0, else PHJ (also when the field is disabled: VTJ, JARKA, KOZICKA).
 * 2. young animals (TELA, CHJN, CHJP, JAHNA, JARKA, KOZLA, KOZICKA): Z = w × Hj, plus počet kŕmnych
 *    dní × Ckd where the field table shows feed days (JARKA, KOZICKA). DOMAIN proposes for TELA
 *    'nákupná cena + feed days × Ckd': the field table hides both for TELA (and feed days for CHJP),
 *    so TELA and CHJP use only what is visible, w × Hj.
 * 3. fattening (VTJ): Z = w × JC as proposed; the feed days the field table shows for VTJ are not
 *    read by the proposal (flagged for the check against the annex).
 * 4. breeding animals (KRAVA, BYK, BAHNICA, BARAN, KOZA, CAP): DOMAIN proposes
 *    max(MC, NC − (NC − w × JC) × min(1, doba plemenitby / reprodukčný vek)). The field table shows
 *    the purchase price and the breeding period only for males and the reproductive age only for
 *    females, so: Z = nákupná cena when given (> 0), else w × Hj, plus feed days × Ckd where shown;
 *    the used share p = doba plemenitby / the scale's top (males) or reprodukčný vek / the scale's
 *    top (females), at most 1; the value Z − (Z − w × JC) × p. Herd-book entries
 *    (zapisanaVPlemennychKnihach) have no row key of their own in the cattle price list and are not
 *    read.
 * 5. never below MC.
 */
import type { CennikTyp } from '../cennik';
import type { PredmetSkodyKategoria } from '../predmet-skody';
import { DOBA_PLEMENITBY, DOBA_PLEMENITBY_HD, REPRODUKCNY_VEK, REPRODUKCNY_VEK_HD } from '../predmet-skody-polia';
import { add, div, type Fx, isZero, max, min, mul, sub } from './cisla';
import { cislo, type VzorecDef, type VzorecKontext, type VzorecParameter, type VzorecPriklad } from './vzorec';

type Skupina = 'mlade' | 'vykrm' | 'chovne';

interface ZivocichConfig {
  kategoria: PredmetSkodyKategoria & CennikTyp;
  /** The second row key and the item attribute it reads. */
  druhyKluc: 'druhVyuzitia' | 'chovnost';
  skupiny: Readonly<Record<string, Skupina>>;
  samce: readonly string[];
  plemenitba: Readonly<Record<string, string>>;
  vek: Readonly<Record<string, string>>;
  priklady: readonly VzorecPriklad[];
}

/** '4+' → 4 */
const cisloStupnice = (label: string) => Number.parseInt(label, 10);
const vrchStupnice = (values: Readonly<Record<string, string>>) => Math.max(...Object.values(values).map(cisloStupnice));

/** The parameter of an age or breeding-period band: how many years the band counts for ('5+' → 5). */
export const pasmoParameter = (pole: 'dobaPlemenitby' | 'reprodukcnyVek', kod: string) => `${pole}_${kod}`;

/**
 * The office-set numbers of a livestock formula: the years each band counts for, the years after
 * which an animal is fully depreciated, and the cap of the depreciated share.
 */
function zivocichParametre(c: ZivocichConfig): VzorecParameter[] {
  const pasma = (pole: 'dobaPlemenitby' | 'reprodukcnyVek', nazov: string, values: Readonly<Record<string, string>>): VzorecParameter[] =>
    Object.entries(values).map(([kod, label]) => ({
      name: pasmoParameter(pole, kod),
      label: `${nazov} – pásmo „${label}“ sa počíta ako`,
      jednotka: 'roky',
      navrh: cisloStupnice(label),
      min: 0,
      max: 99,
      desatinne: 2,
    }));
  return [
    {
      name: 'dobaPlemenitbyVrch',
      label: 'Doba plemenitby, po ktorej je samec celkom odpísaný',
      jednotka: 'roky',
      navrh: vrchStupnice(c.plemenitba),
      min: 1,
      max: 99,
      desatinne: 2,
    },
    {
      name: 'reprodukcnyVekVrch',
      label: 'Reprodukčný vek, v ktorom je samica celkom odpísaná',
      jednotka: 'roky',
      navrh: vrchStupnice(c.vek),
      min: 1,
      max: 99,
      desatinne: 2,
    },
    { name: 'podielNajviac', label: 'Najvyšší podiel odpisu chovného zvieraťa', jednotka: 'podiel (0 – 1)', navrh: 1, min: 0, max: 1, desatinne: 4 },
    ...pasma('dobaPlemenitby', 'Doba plemenitby', c.plemenitba),
    ...pasma('reprodukcnyVek', 'Reprodukčný vek', c.vek),
  ];
}

/** The formula of one livestock kind. */
function zivocich(c: ZivocichConfig): VzorecDef {
  const prvy = (values: Readonly<Record<string, string>>) => Object.keys(values)[0];

  const hmotnost = (k: VzorecKontext): Fx => {
    const hm = k.cislo('hmotnost');
    if (hm !== undefined && !isZero(hm)) return k.krok('Hmotnosť: zadaná živá hmotnosť zvieraťa (kg)', `w = hmotnosť = ${cislo(hm)}`, hm);
    const phj = k.symbol('PHJ');
    const popis =
      hm === undefined
        ? 'Hmotnosť: paušálna hmotnosť jedinca z cenníka (pri tejto kategórii sa hmotnosť nezadáva)'
        : 'Hmotnosť: paušálna hmotnosť jedinca z cenníka, keďže zadaná hmotnosť je 0';
    return k.krok(popis, `w = PHJ = ${cislo(phj)}`, phj);
  };

  const krmneDni = (k: VzorecKontext, z: Fx): Fx => {
    const dni = k.cislo('pocetKrmnychDni');
    if (dni === undefined) return z;
    const ckd = k.symbol('Ckd');
    const kd = k.krok('Náklady na kŕmne dni', `K = počet kŕmnych dní × Ckd = ${cislo(dni, 4)} × ${cislo(ckd)}`, mul(dni, ckd));
    return k.krok('Hodnota vrátane kŕmnych dní', `Z + K = ${cislo(z)} + ${cislo(kd)}`, add(z, kd));
  };

  /** p = min(cap; band years / years to full depreciation), for males by the breeding period, for females by the reproductive age. */
  const podiel = (k: VzorecKontext): Fx => {
    const samec = c.samce.includes(k.sub ?? '');
    const pole = samec ? 'dobaPlemenitby' : 'reprodukcnyVek';
    const values = samec ? c.plemenitba : c.vek;
    const kod = k.hodnota(pole) ?? prvy(values);
    const roky = k.parameter(pasmoParameter(pole, kod in values ? kod : prvy(values)));
    const vrch = k.parameter(samec ? 'dobaPlemenitbyVrch' : 'reprodukcnyVekVrch');
    if (isZero(vrch)) k.chybaCennika();
    const cap = k.parameter('podielNajviac');
    const nazov = samec ? 'doba plemenitby' : 'reprodukčný vek';
    return k.krok(
      samec ? 'Podiel využitej doby plemenitby' : 'Podiel využitého reprodukčného veku',
      `p = min(${cislo(cap, 4)}; ${nazov} / ${cislo(vrch, 4)}) = min(${cislo(cap, 4)}; ${cislo(roky, 4)} / ${cislo(vrch, 4)})`,
      min(cap, div(roky, vrch, 4)),
      4,
    );
  };

  return {
    kategoria: c.kategoria,
    cennik: c.kategoria,
    riadok: { kategoria: 'secondaryCategory', [c.druhyKluc]: c.druhyKluc },
    vstupy: [c.druhyKluc, 'nakupnaCena', 'pocetKrmnychDni', 'dobaPlemenitby', 'reprodukcnyVek', 'hmotnost'],
    popis: [
      `Riadok cenníka sa vyberá podľa kategórie zvieraťa a ${c.druhyKluc === 'chovnost' ? 'chovnosti' : 'druhu využitia'}.`,
      'Hmotnosť w je zadaná živá hmotnosť; ak je 0 alebo sa pri kategórii nezadáva, použije sa paušálna hmotnosť jedinca PHJ.',
      'Mladé zvieratá: w × Hj, pripočítajú sa náklady na kŕmne dni (počet kŕmnych dní × Ckd), ak sa pri kategórii zadávajú.',
      'Výkrm (VTJ): w × JC.',
      'Chovné zvieratá: východisková hodnota Z je nákupná cena (ak je zadaná a nie je 0), inak w × Hj, plus náklady na kŕmne dni, ak sa zadávajú; odpisuje sa k jatočnej hodnote J = w × JC podielom p – pri samcoch roky pásma doby plemenitby / roky úplného odpisu samca, pri samiciach roky pásma reprodukčného veku / roky úplného odpisu samice (najviac najvyšší podiel odpisu): Z − (Z − J) × p.',
      'Výsledok za kus nikdy nie je nižší ako minimálna cena za kus MC.',
      'Roky, ktoré počíta každé pásmo doby plemenitby a reprodukčného veku, roky úplného odpisu a najvyšší podiel odpisu sú parametre verzie vzorca.',
    ],
    kroky(k) {
      const skupina = c.skupiny[k.sub ?? ''];
      // an unknown or missing sub-category has no row (kategoria is the row key); a row locked on kategoria cannot price it either
      if (!skupina) return k.chybaCennika();
      const w = hmotnost(k);
      let hodnota: Fx;
      if (skupina === 'vykrm') {
        const jc = k.symbol('JC');
        hodnota = k.krok('Hodnota výkrmu podľa jatočnej ceny', `Z = w × JC = ${cislo(w)} × ${cislo(jc)}`, mul(w, jc));
      } else if (skupina === 'mlade') {
        const hj = k.symbol('Hj');
        hodnota = krmneDni(k, k.krok('Hodnota podľa živej hmotnosti', `Z = w × Hj = ${cislo(w)} × ${cislo(hj)}`, mul(w, hj)));
      } else {
        const nc = k.cislo('nakupnaCena');
        let z: Fx;
        if (nc !== undefined && !isZero(nc)) z = k.krok('Východisková hodnota: nákupná cena', `Z = nákupná cena = ${cislo(nc)}`, nc);
        else {
          const hj = k.symbol('Hj');
          const popis = nc === undefined ? 'Východisková hodnota podľa živej hmotnosti' : 'Východisková hodnota podľa živej hmotnosti, keďže nákupná cena je 0';
          z = k.krok(popis, `Z = w × Hj = ${cislo(w)} × ${cislo(hj)}`, mul(w, hj));
        }
        z = krmneDni(k, z);
        const jc = k.symbol('JC');
        const j = k.krok('Jatočná hodnota', `J = w × JC = ${cislo(w)} × ${cislo(jc)}`, mul(w, jc));
        const p = podiel(k);
        hodnota = k.krok(
          'Zostatková hodnota chovného zvieraťa',
          `Z − (Z − J) × p = ${cislo(z)} − (${cislo(z)} − ${cislo(j)}) × ${cislo(p, 4)}`,
          sub(z, mul(sub(z, j), p)),
        );
      }
      const mc = k.symbol('MC');
      return k.krok('Hodnota za kus, najmenej minimálna cena za kus', `max(MC; Z) = max(${cislo(mc)}; ${cislo(hodnota)})`, max(mc, hodnota));
    },
    priklady: c.priklady,
    parametre: zivocichParametre(c),
  };
}

/** Row values of an example by abbreviation: Ckd, Hj, JC, MC, PHJ. */
const h5 = (ckd: number, hj: number, jc: number, mc: number, phj: number) => ({ Ckd: ckd, Hj: hj, JC: jc, MC: mc, PHJ: phj });

export const VZOREC_HOVADZI_DOBYTOK = zivocich({
  kategoria: 'HOVADZI_DOBYTOK',
  druhyKluc: 'druhVyuzitia',
  skupiny: { TELA: 'mlade', CHJN: 'mlade', CHJP: 'mlade', VTJ: 'vykrm', KRAVA: 'chovne', BYK: 'chovne' },
  samce: ['BYK'],
  plemenitba: DOBA_PLEMENITBY_HD,
  vek: REPRODUKCNY_VEK_HD,
  priklady: [
    {
      nazov: 'Teľa, hmotnosť 0 (paušálna hmotnosť), 2 kusy',
      atributy: { secondaryCategory: 'TELA', hmotnost: '0', pocetVRovnakejKategorii: '2' },
      kluce: { kategoria: 'TELA', druhVyuzitia: null },
      hodnoty: h5(3.2, 3.9, 2.6, 250, 60),
    },
    {
      nazov: 'Chovná jalovica pripustená, 450 kg',
      atributy: { secondaryCategory: 'CHJP', hmotnost: '450', pocetVRovnakejKategorii: '1' },
      kluce: { kategoria: 'CHJP', druhVyuzitia: null },
      hodnoty: h5(3.1, 2.6, 2.05, 1300, 480),
    },
    {
      nazov: 'Výkrm – ťažný jedinec (hmotnosť sa nezadáva)',
      atributy: { secondaryCategory: 'VTJ', pocetKrmnychDni: '0', pocetVRovnakejKategorii: '1' },
      kluce: { kategoria: 'VTJ', druhVyuzitia: null },
      hodnoty: h5(3.4, 2.3, 2.15, 900, 450),
    },
    {
      nazov: 'Krava – dojnica, 580 kg, 150 kŕmnych dní, reprodukčný vek 2',
      atributy: { secondaryCategory: 'KRAVA', druhVyuzitia: 'DOJNICA', hmotnost: '580', pocetKrmnychDni: '150', reprodukcnyVek: 'VEK_2', pocetVRovnakejKategorii: '1' },
      kluce: { kategoria: 'KRAVA', druhVyuzitia: 'DOJNICA' },
      hodnoty: h5(5.8, 2.2, 1.65, 1000, 600),
    },
    {
      nazov: 'Býk – plemenný jedinec, nákupná cena 2 500 EUR, 850 kg, doba plemenitby 2',
      atributy: {
        secondaryCategory: 'BYK',
        druhVyuzitia: 'PLEMENNY_JEDINEC',
        nakupnaCena: '2500',
        hmotnost: '850',
        pocetKrmnychDni: '0',
        dobaPlemenitby: 'PLEMENITBA_2',
        pocetVRovnakejKategorii: '1',
      },
      kluce: { kategoria: 'BYK', druhVyuzitia: 'PLEMENNY_JEDINEC' },
      hodnoty: h5(4.9, 2.8, 2.1, 1500, 800),
    },
  ],
});

export const VZOREC_OVCE = zivocich({
  kategoria: 'OVCE',
  druhyKluc: 'chovnost',
  skupiny: { JAHNA: 'mlade', JARKA: 'mlade', BAHNICA: 'chovne', BARAN: 'chovne' },
  samce: ['BARAN'],
  plemenitba: DOBA_PLEMENITBY,
  vek: REPRODUKCNY_VEK,
  priklady: [
    {
      nazov: 'Jahňa, 18 kg, 3 kusy',
      atributy: { secondaryCategory: 'JAHNA', hmotnost: '18', pocetVRovnakejKategorii: '3' },
      kluce: { kategoria: 'JAHNA', chovnost: null },
      hodnoty: h5(0.55, 3.6, 2.4, 60, 20),
    },
    {
      nazov: 'Jarka – chovný jedinec, 30 kŕmnych dní (hmotnosť sa nezadáva)',
      atributy: { secondaryCategory: 'JARKA', chovnost: 'CHOVNY_JEDINEC', pocetKrmnychDni: '30', reprodukcnyVek: 'VEK_3', pocetVRovnakejKategorii: '1' },
      kluce: { kategoria: 'JARKA', chovnost: 'CHOVNY_JEDINEC' },
      hodnoty: h5(0.6, 2.6, 1.5, 120, 45),
    },
    {
      nazov: 'Bahnica – chovný jedinec, hmotnosť 0, reprodukčný vek 4, 5 kusov',
      atributy: { secondaryCategory: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '0', pocetKrmnychDni: '0', reprodukcnyVek: 'VEK_4', pocetVRovnakejKategorii: '5' },
      kluce: { kategoria: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC' },
      hodnoty: h5(0.65, 2.2, 1.3, 150, 60),
    },
    {
      nazov: 'Baran – plemenný jedinec, nákupná cena 600 EUR, 85 kg, doba plemenitby 3',
      atributy: {
        secondaryCategory: 'BARAN',
        chovnost: 'PLEMENNY_JEDINEC',
        nakupnaCena: '600',
        hmotnost: '85',
        pocetKrmnychDni: '0',
        dobaPlemenitby: 'PLEMENITBA_3',
        pocetVRovnakejKategorii: '1',
      },
      kluce: { kategoria: 'BARAN', chovnost: 'PLEMENNY_JEDINEC' },
      hodnoty: h5(0.7, 3.4, 1.3, 450, 90),
    },
  ],
});

export const VZOREC_KOZY = zivocich({
  kategoria: 'KOZY',
  druhyKluc: 'chovnost',
  skupiny: { KOZLA: 'mlade', KOZICKA: 'mlade', KOZA: 'chovne', CAP: 'chovne' },
  samce: ['CAP'],
  plemenitba: DOBA_PLEMENITBY,
  vek: REPRODUKCNY_VEK,
  priklady: [
    {
      nazov: 'Kozľa, 12 kg',
      atributy: { secondaryCategory: 'KOZLA', hmotnost: '12', pocetVRovnakejKategorii: '1' },
      kluce: { kategoria: 'KOZLA', chovnost: null },
      hodnoty: h5(0.6, 3.8, 2.3, 50, 15),
    },
    {
      nazov: 'Koza – chovný jedinec, 52 kg, 20 kŕmnych dní, reprodukčný vek 5',
      atributy: { secondaryCategory: 'KOZA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '52', pocetKrmnychDni: '20', reprodukcnyVek: 'VEK_5', pocetVRovnakejKategorii: '1' },
      kluce: { kategoria: 'KOZA', chovnost: 'CHOVNY_JEDINEC' },
      hodnoty: h5(0.75, 2.6, 1.2, 160, 55),
    },
    {
      nazov: 'Cap – chovný jedinec, bez nákupnej ceny, hmotnosť 0, doba plemenitby 5+',
      atributy: {
        secondaryCategory: 'CAP',
        chovnost: 'CHOVNY_JEDINEC',
        nakupnaCena: '0',
        hmotnost: '0',
        pocetKrmnychDni: '0',
        dobaPlemenitby: 'PLEMENITBA_5_PLUS',
        pocetVRovnakejKategorii: '1',
      },
      kluce: { kategoria: 'CAP', chovnost: 'CHOVNY_JEDINEC' },
      hodnoty: h5(0.75, 2.5, 1.2, 180, 70),
    },
  ],
});
