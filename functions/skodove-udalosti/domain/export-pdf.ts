/**
 * 'Export do PDF' of a damage event (spec part 2 §2, §4 'Other buttons': V_SETRENI, VYSETRENA,
 * PRIJATA_ZIADOST, ROZHODNUTA): an A4 document of the whole case – the event's data, the injured
 * party, the commission, the preventive measures, the final statement, the proceedings, the damaged
 * items' summary and photo thumbnails – with dates and times in the reader's time zone, drawn in the
 * product's document layout (functions/lib/pdf-document.ts).
 */
import { SUBOR_MSG } from '@shared/api/subory';
import { TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { poskodenyDisplayName, TYP_SUBJEKTU_LABELS } from '@shared/domain/poskodeny';
import { SKODOVA_UDALOST_AKCIE, SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { formatEurSk } from '@shared/format/cislo';
import { formatDateSk, PRODUCT_TIME_ZONE } from '@shared/format/dates';
import { formatGpsPairSk } from '@shared/format/gps';
import { formatDateTimeInZone, formatInstantSk } from '@shared/format/time-zone';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { type PoskodenyItem, poskodenyRepo } from '../../data/poskodeny-repo';
import { ownerFotografie } from '../../subory/domain/list-fotografie';
import { type Opis, opisCastiUdalosti } from './opis-casti';
import { creatorName } from '../../oznamenia/domain/creator-name';
import { NOT_ASSIGNED } from '../../poskodeni/domain/poskodeny';
import { opisPredmetovSkody } from '../predmet-skody/domain/opis';
import { orDash, type PdfWriter, pdfDownload, renderPdf } from '../../lib/pdf-document';
import { loadThumbnails } from '../../lib/pdf-thumbnails';
import type { HttpResult } from '../../lib/result';
import { ZARADENIE_TYP } from './add-clen-komisie';
import { assertStav, loadSkodovaUdalost } from '../aggregate/change';

const eur = (n: number | undefined) => (n === undefined ? '' : formatEurSk(n));
const rowsOf = (w: PdfWriter, opis: readonly Opis[]) => w.rows(opis.map((o) => [o.label, o.value] as const));

function adresa(p: PoskodenyItem): string {
  const a = p.adresa ?? {};
  const ulica = [a.ulica, [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/')].filter(Boolean).join(' ');
  return [ulica, [a.psc, a.obecName].filter(Boolean).join(' '), a.statName].filter(Boolean).join(', ');
}

/** The party's rows: name and type, then what identifies and reaches them. */
function poskodenyRiadky(p: PoskodenyItem): [string, string | undefined][] {
  const fo = p.typSubjektu === 'FO';
  return [
    ['Meno / názov', poskodenyDisplayName(p)],
    ['Typ subjektu', TYP_SUBJEKTU_LABELS[p.typSubjektu]],
    fo ? ['Dátum narodenia', formatDateSk(p.datumNarodenia)] : ['IČO', p.ico],
    ['Adresa', adresa(p)],
    ['E-mail', p.email],
    ['Telefónne číslo', p.telefonneCislo],
  ];
}

/** `timezone`: the reader's IANA zone (validated by the route); the product's when absent. */
export async function exportSkodovaUdalostPdf({ uuid, timezone = PRODUCT_TIME_ZONE }: { uuid: string; timezone?: string }): Promise<HttpResult> {
  const e = await loadSkodovaUdalost(uuid);
  // offered from V_SETRENI on (§4 'Other buttons')
  assertStav(e, SKODOVA_UDALOST_AKCIE.oznamenieAExport);
  const orgIds = [e.uzemnePrislusnaSopId, e.uzemnePrislusnyOuId].filter((i): i is string => Boolean(i));
  const [orgs, poskodeny, obec, zaradenia, vytvoril, casti, fotky, predmety] = await Promise.all([
    orgIds.length ? organizaciaRepo.getMany(orgIds) : Promise.resolve([]),
    e.poskodenyId ? poskodenyRepo.get(e.poskodenyId) : Promise.resolve(null),
    e.obecId ? ciselnikRepo.get('OBEC', e.obecId) : Promise.resolve(null),
    e.komisia?.length ? ciselnikRepo.listByType(ZARADENIE_TYP, { activeOnly: false }) : Promise.resolve([]),
    creatorName(e.vytvorilPouzivatel),
    opisCastiUdalosti({ e }),
    ownerFotografie({ owner: 'SKODOVA_UDALOST', uuid }),
    opisPredmetovSkody({ skodovaUdalostId: uuid }),
  ]);
  // the reporter's photos carry the mark the photo tab shows
  const thumbnails = await loadThumbnails(fotky.map((f) => (f.zOznamenia ? { ...f, meno: `${f.meno} (${SUBOR_MSG.zOznamenia})` } : f)));
  const org = (id?: string) => orgs.find((o) => o.uuid === id)?.nazov;
  const cas = (v: string | undefined) => formatDateTimeInZone(v, timezone);
  const vznik = e.casVznikuSkody ? `${e.datumVznikuSkody}T${e.casVznikuSkody}` : e.datumVznikuSkody;

  const pdf = await renderPdf({ title: `Škodová udalosť ${e.kod}`, footer: `Škodová udalosť ${e.kod}` }, (w) => {
    w.title({
      kicker: 'Štátna ochrana prírody Slovenskej republiky – Evidencia škôd',
      title: `Škodová udalosť ${e.kod}`,
      subtitle: `Stav: ${SKODOVA_UDALOST_STAV_LABELS[e.stav]} (od ${cas(e.stavOd ?? e.createdAt)})`,
      note: `Časy sú v časovom pásme ${timezone}. Vygenerované ${formatInstantSk(Date.now(), timezone)}.`,
    });

    w.heading('Údaje o škodovej udalosti');
    w.rows([
      ['Oznámenie', e.oznamenieKod],
      ['Dátum oznámenia', formatDateSk(e.datumOznamenia)],
      ['Dátum a čas vzniku škody', cas(vznik)],
      ['Typ škody', e.typSkody ? TYP_SKODY_LABELS[e.typSkody] : undefined],
      ['Popis škody', e.popisSkody],
      ['Obec', obec?.label],
      ['Popis lokality', e.popisLokality],
      ['GPS súradnice', formatGpsPairSk(e.lokalitaGpsSirka, e.lokalitaGpsDlzka)],
      ['Územne príslušné pracovisko ŠOP SR', org(e.uzemnePrislusnaSopId)],
      ['Spisová značka ŠOP SR', e.spisovaZnackaSop],
      ['Územne príslušný OÚ', org(e.uzemnePrislusnyOuId)],
      ['Spisová značka OÚ', e.spisovaZnackaOu],
      ['Dátum a čas miestneho šetrenia', cas(e.datumACasSetrenia)],
      ['Popis miestneho šetrenia', e.miestneSetreniePopis],
      ['Prepojenie na iné škodové udalosti', e.prepojenieNaIneSkodoveUdalosti],
      ['Vytvoril', vytvoril],
      ['Vytvorená', cas(e.createdAt)],
    ]);

    w.heading('Poškodený');
    if (poskodeny) w.rows(poskodenyRiadky(poskodeny));
    else w.text(NOT_ASSIGNED);

    const komisia = e.komisia ?? [];
    w.heading(`Komisia (${komisia.length})`);
    if (!komisia.length) w.text('Komisia nemá žiadneho člena.');
    for (const c of komisia) {
      const zaradenie = zaradenia.find((z) => z.uuid === c.zaradenie)?.label;
      w.row(`${c.meno} ${c.priezvisko}`, [orDash(zaradenie), c.poznamka].filter(Boolean).join('\n'));
    }

    w.heading('Preventívne opatrenia');
    rowsOf(w, casti.opatrenia.otazky);
    for (const druh of casti.opatrenia.druhy) {
      druh.opatrenia.forEach((opis, i) => {
        w.subheading(druh.opatrenia.length > 1 ? `${druh.nazov} ${i + 1}` : druh.nazov);
        rowsOf(w, opis);
      });
    }

    w.heading('Záverečné stanovisko');
    rowsOf(w, casti.zaverecneStanovisko);

    w.heading('Konanie');
    rowsOf(w, casti.konanie);

    w.heading('Predmety škody');
    w.rows([
      ['Počet predmetov škody', String(e.pocetPredmetovSkody ?? 0)],
      ['Výška škody vypočítaná', eur(e.vyskaSkodyVypocitana)],
      ['Výška škody zadaná', eur(e.vyskaSkodyZadana)],
    ]);
    // each item with its values and the breakdown of its amount
    predmety.forEach((p, i) => {
      w.subheading(`${i + 1}. ${p.nazov}`);
      w.rows(p.udaje);
      w.subheading(`Výpočet – ${i + 1}. ${p.nazov}`);
      w.rows(p.vypocet);
    });

    w.heading(`Fotografie (${fotky.length})`);
    w.thumbnails(thumbnails, SUBOR_MSG.empty.SKODOVA_UDALOST.fotografie);
  });
  return pdfDownload(pdf, `skodova-udalost-${e.kod}.pdf`);
}
