/** The person's own copy as a PDF for the person, in the product's document layout. */
import { OZNAMENIE_STAV_LABELS, TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { poskodenyDisplayName, TYP_SUBJEKTU_LABELS } from '@shared/domain/poskodeny';
import { SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { formatDateSk } from '@shared/format/dates';
import { formatInstantSk } from '@shared/format/time-zone';
import { PRODUCT_TIME_ZONE } from '@shared/format/dates';
import { orDash, renderPdf } from '../../lib/pdf-document';
import type { OsobneUdajeExport, SuborZaznam } from './export-osobne-udaje';

const cas = (iso: string) => formatInstantSk(iso, PRODUCT_TIME_ZONE);
const suboryText = (s: SuborZaznam[]) => (s.length ? s.map((f) => `${f.meno} (${f.druh === 'FOTOGRAFIA' ? 'fotografia' : 'príloha'}, ${formatDateSk(f.datumPridania.slice(0, 10))})`).join('\n') : '-');

export function renderOsobneUdajePdf(d: OsobneUdajeExport): Promise<Buffer> {
  const o = d.osoba;
  const a = (o.adresa ?? {}) as Record<string, unknown>;
  return renderPdf({ title: 'Výpis osobných údajov', footer: 'Výpis osobných údajov' }, (w) => {
    w.title({
      kicker: 'Štátna ochrana prírody Slovenskej republiky – Evidencia škôd',
      title: 'Výpis osobných údajov',
      subtitle: `Vyhotovené ${cas(d.vytvorene)}`,
      note: 'Výpis podľa čl. 15 nariadenia (EÚ) 2016/679 a § 21 zákona č. 18/2018 Z. z.: všetky údaje o vás, ktoré systém Evidencia škôd uchováva.',
    });

    w.heading('Osoba');
    w.rows([
      ['Typ subjektu', TYP_SUBJEKTU_LABELS[o.typSubjektu]],
      ['Meno / názov', poskodenyDisplayName(o)],
      ['Dátum narodenia', o.datumNarodenia ? formatDateSk(o.datumNarodenia) : '-'],
      ['IČO', orDash(o.ico)],
      ['Adresa', [[a.ulica, [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/')].filter(Boolean).join(' '), [a.psc, a.obecName].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-'],
      ['E-mail', orDash(o.email)],
      ['Telefónne číslo', orDash(o.telefonneCislo)],
      ['Súhlas so spracovaním', o.gdprSuhlas ? `áno${o.datumSuhlasu ? `, ${formatDateSk(o.datumSuhlasu)}` : ''}` : 'nie'],
      ['Poznámka', orDash(o.poznamka)],
    ]);

    w.heading(`Oznámenia o škode (${d.oznamenia.length})`);
    if (!d.oznamenia.length) w.text('Žiadne.');
    for (const z of d.oznamenia) {
      w.subheading(`Oznámenie ${z.kod}`);
      w.rows([
        ['Stav', OZNAMENIE_STAV_LABELS[z.stav]],
        ['Dátum oznámenia', formatDateSk(z.datumOznamenia)],
        ['Dátum vzniku škody', formatDateSk(z.datumVznikuSkody)],
        ['Typ škody', z.typSkody ? TYP_SKODY_LABELS[z.typSkody] : '-'],
        ['Popis škody', orDash(z.popisSkody)],
        ['Prijaté z webového formulára', z.prijateZWebu ? cas(z.prijateZWebu) : 'nie'],
        ['Súbory', suboryText(z.subory)],
      ]);
    }

    w.heading(`Škodové udalosti (${d.skodoveUdalosti.length})`);
    if (!d.skodoveUdalosti.length) w.text('Žiadne.');
    for (const e of d.skodoveUdalosti) {
      w.subheading(`Škodová udalosť ${e.kod}`);
      w.rows([
        ['Stav', SKODOVA_UDALOST_STAV_LABELS[e.stav]],
        ['Dátum vzniku škody', formatDateSk(e.datumVznikuSkody)],
        ['Typ škody', e.typSkody ? TYP_SKODY_LABELS[e.typSkody] : '-'],
        ['Súbory', suboryText(e.subory)],
      ]);
    }

    w.heading(`Členstvo v komisiách (${d.clenstvoVKomisii.length})`);
    if (!d.clenstvoVKomisii.length) w.text('Žiadne.');
    for (const k of d.clenstvoVKomisii) w.row(`Škodová udalosť ${orDash(k.skodovaUdalostKod)}`, `${k.meno} ${k.priezvisko}${k.poznamka ? ` – ${k.poznamka}` : ''}`);

    w.heading(`Odoslané e-maily (${d.odoslaneEmaily.length})`);
    if (!d.odoslaneEmaily.length) w.text('Žiadne.');
    for (const m of d.odoslaneEmaily) w.row(cas(m.datum), `${m.predmet} – ${m.adresa}`);

    w.heading(`Kto čítal vaše údaje (${d.citania.length})`);
    if (!d.citania.length) w.text('Žiadne záznamy.');
    for (const c of d.citania) w.row(cas(c.at), `${c.login} – ${c.route}`);
  });
}
