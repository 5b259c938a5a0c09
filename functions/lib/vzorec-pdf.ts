/**
 * The formula document of a damaged-item category (`/vzorce_{slug}.pdf`): drawn from the
 * same definition that prices items (shared/domain/vzorce) – the formula version valid today with its
 * parameters and its sign-off (or the proposal marker until the office signs it off), the price-list
 * legend (abbreviation, meaning, unit), the item inputs, the formula in words, the rounding rule, and
 * worked examples whose every step is computed by the pricing code itself, so document and
 * calculation cannot disagree.
 */
import { CENNIK_DEFS } from '@shared/domain/cennik';
import { PREDMET_SKODY_LABELS, type PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { BEZ_CENNIKA, formatVysledokKroku, PRIKLAD_VERZIA, VZORCE, VZOREC_NAVRH, vypocitatPriklad, ZAOKRUHLENIE } from '@shared/domain/vzorce';
import { formatCisloSk, formatEurSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import type { VypocetOverenie, VypocetVzorec } from '@shared/domain/vzorce/vypocet';
import type { VzorecParametre } from '@shared/domain/vzorce/vzorec';
import { renderPdf } from './pdf-document';

const eur = formatEurSk;

/** The document's title (also its metadata title). */
export const vzorecPdfTitle = (k: PredmetSkodyKategoria) => `Vzorec a výpočet – ${PREDMET_SKODY_LABELS[k]}`;

/** The formula version valid today, as the document names it (absent: no version stored, the proposal's values). */
export interface VzorecPdfVerzia {
  verzia: VypocetVzorec;
  parametre: VzorecParametre;
  overenie?: VypocetOverenie;
}

export async function vzorecPdf(kategoria: PredmetSkodyKategoria, platna?: VzorecPdfVerzia): Promise<Buffer> {
  const def = VZORCE[kategoria];
  const title = vzorecPdfTitle(kategoria);
  const o = platna?.overenie;
  const overil = o ? VZOREC_TEXTS.overil(o.meno, formatDateSk(o.datum), o.referencia) : undefined;
  const footer = def ? (overil ? `Vzorec overený. ${overil}` : `Vzorec je ${VZOREC_NAVRH}`) : undefined;
  return renderPdf({ title, footer }, (w) => {
    if (!def) {
      w.title({ kicker: 'Výška škody za predmet škody', title: PREDMET_SKODY_LABELS[kategoria], subtitle: 'Vzorec a výpočet' });
      w.heading('Výpočet');
      w.text(BEZ_CENNIKA);
      return;
    }
    const cennik = CENNIK_DEFS[def.cennik];
    w.title({
      kicker: 'Vzorec a výpočet výšky škody',
      title: PREDMET_SKODY_LABELS[kategoria],
      subtitle: `Cenník: ${cennik.label}`,
      note: overil ? `OVERENÝ VZOREC: ${overil}` : `NÁVRH VZORCA: ${VZOREC_NAVRH}`,
    });

    if (!overil) {
      w.heading('Upozornenie: návrh vzorca');
      w.text(`Tento vzorec je ${VZOREC_NAVRH}`);
      w.text(
        'Text prílohy vyhlášky so vzorcami nebol k dispozícii; vzorec je rekonštrukcia podľa porovnateľných zverejnených cenníkov. Pred použitím v konaní ho treba overiť: úrad zadá príklady z prílohy vyhlášky na stránke „Overenie vzorca“ a verziu, ktorej výpočet sa s nimi zhoduje, označí ako overenú.',
      );
    }

    w.heading('Verzia vzorca');
    w.row('Verzia', platna ? VZOREC_TEXTS.verziaVzorca(platna.verzia.cisloVerzie, formatDateSk(platna.verzia.platnostOd)) : VZOREC_TEXTS.bezVerzie);
    w.row('Stav', overil ? `overený – ${overil}` : 'návrh – neoverený');
    if (def.parametre.length) {
      w.rows(def.parametre.map((p) => [p.label, `${formatCisloSk(platna?.parametre[p.name] ?? p.navrh)} ${p.jednotka}`] as const));
    }

    w.heading('Postup výpočtu');
    for (const p of def.popis) w.text(`• ${p}`);
    w.text('• Výška škody = hodnota za kus (jednotku) × počet v rovnakej kategórii.');
    w.text('• Ak pre dátum vzniku škody nie je platná verzia cenníka alebo v nej chýba zodpovedajúci riadok, výška sa nevypočíta a zobrazí sa „chýba cenník!“.');

    w.heading('Legenda cenníka');
    w.rows(cennik.hodnoty.map((h) => [h.skratka, `${h.vyznam} (${h.jednotka})`] as const));

    w.heading('Vstupné údaje predmetu škody');
    const polia = new Map(poliaKategorie(kategoria).map((p) => [p.name, p]));
    const kategorie = polia.get('secondaryCategory');
    const podkategoria = (code: string) => (kategorie?.kind === 'enum' ? (kategorie.values[code] ?? code) : code);
    const vstupy = [...(kategorie ? ['secondaryCategory'] : []), ...def.vstupy, 'pocetVRovnakejKategorii'];
    w.rows(
      vstupy
        .map((n) => polia.get(n))
        .filter((p) => p !== undefined)
        .map((p) => {
          const kedy = p.visibleFor ? `zadáva sa len pre: ${p.visibleFor.map(podkategoria).join(', ')}` : 'zadáva sa vždy';
          const nie = p.disabledFor ? `; nezadáva sa pre: ${p.disabledFor.map(podkategoria).join(', ')}` : '';
          return [p.label, `${kedy}${nie}${p.hint ? `. ${p.hint}` : ''}`] as const;
        }),
    );

    w.heading('Zaokrúhľovanie');
    w.text(ZAOKRUHLENIE);

    w.heading('Príklady výpočtu');
    w.text(
      `Hodnoty cenníka v príkladoch sú ilustračné (verzia ${PRIKLAD_VERZIA.cisloVerzie} platná od ${formatDateSk(PRIKLAD_VERZIA.platnostOd)}); skutočný výpočet používa verziu cenníka platnú v deň vzniku škody. Každý krok vypočítal ten istý program, ktorý počíta výšku škody predmetov.`,
    );
    for (const priklad of def.priklady) {
      const v = vypocitatPriklad(def, priklad, platna ? { parametre: platna.parametre } : undefined);
      w.subheading(priklad.nazov);
      w.row('Riadok cenníka', v.riadok?.popis);
      w.rows(v.symboly.map((s) => [`${s.skratka} – ${s.vyznam}`, `${formatCisloSk(s.hodnota)} ${s.jednotka}`] as const));
      w.rows(v.vstupy.map((s) => [s.label, s.hodnota] as const));
      v.kroky.forEach((k, i) => {
        w.row(`${i + 1}. ${k.popis}`, `${k.vzorec} = ${formatVysledokKroku(k.vysledok)}`);
      });
      w.row('Výška škody', v.vypocitane ? eur(v.vysledok) : v.dovod);
    }
  });
}
