/**
 * 'Export do PDF' of a notification (spec part 1 §2 'Downloads', §4: every state except NOVE_WEB,
 * ROZPRACOVANE and ZRUSENE): one or two A4 pages with the notification's data, the injured party,
 * the coordinates and photo thumbnails, in the product's document layout (functions/lib/pdf-document.ts).
 */
import { OZNAMENIE_AKCIE } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { OZNAMENIE_STAV_LABELS, TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { formatDateSk } from '@shared/format/dates';
import { formatGpsPairSk } from '@shared/format/gps';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { suborRepo } from '../../data/subor-repo';
import { badRequest } from '../../lib/errors';
import { orDash, pdfDownload, renderPdf } from '../../lib/pdf-document';
import { loadThumbnails } from '../../lib/pdf-thumbnails';
import type { HttpResult } from '../../lib/result';
import { miestoOf } from './miesto-view';
import { loadOznamenie } from './oznamenie-write';

type Rec = Record<string, unknown>;

export async function exportPdf(uuid: string): Promise<HttpResult> {
  const o = await loadOznamenie(uuid);
  if (!OZNAMENIE_AKCIE.export.includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
  const [[pracovisko], web, fotky, miesto] = await Promise.all([
    o.uzemnePrislusnePracoviskoId ? organizaciaRepo.getMany([o.uzemnePrislusnePracoviskoId]) : Promise.resolve([]),
    o.isFromWeb ? oznamenieRepo.getWebData(uuid) : Promise.resolve(null),
    suborRepo.fotografie.list('OZNAMENIE', uuid),
    miestoOf(o),
  ]);
  const thumbnails = await loadThumbnails(fotky);

  const pdf = await renderPdf({ title: `Oznámenie ${o.kod}`, footer: `Oznámenie o škode ${o.kod}` }, (w) => {
    w.title({
      kicker: 'Štátna ochrana prírody Slovenskej republiky – Evidencia škôd',
      title: `Oznámenie o škode ${o.kod}`,
      subtitle: `Stav: ${OZNAMENIE_STAV_LABELS[o.stav]}${o.isFromWeb ? ' · prijaté z webu' : ''}`,
    });

    w.heading('Údaje o škode');
    w.row('Dátum oznámenia', formatDateSk(o.datumOznamenia));
    w.row('Dátum vzniku škody', formatDateSk(o.datumVznikuSkody));
    w.row('Typ škody', o.typSkody ? TYP_SKODY_LABELS[o.typSkody] : '-');
    w.row('Územne príslušné pracovisko', pracovisko?.nazov ?? '-');
    if (o.skodovaUdalostKod) w.row('Škodová udalosť', o.skodovaUdalostKod);
    if (miesto.obec) w.row('Obec', miesto.obec.nazov);
    const gps = formatGpsPairSk(o.lokalitaGpsSirka, o.lokalitaGpsDlzka);
    w.row('GPS súradnice', gps ? `${gps} (zemepisná šírka; dĺžka, WGS 84)${miesto.lokalitaPriblizna ? `\n${OZNAMENIE_MSG.gpsPriblizne}` : ''}` : '-');
    w.row('Popis lokality', orDash(o.popisLokality));
    w.row('Popis škody', orDash(o.popisSkody));
    w.row('Doplňujúce kontaktné informácie', orDash(o.doplnkoveKontaktneInformacie));

    w.heading('Poškodený');
    w.row('Meno / názov', orDash(o.poskodenyMeno));
    const p = (web?.poskodeny ?? {}) as Rec;
    const a = (p.adresa ?? {}) as Rec;
    if (web) {
      w.row('Adresa', [[a.ulica, [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/')].filter(Boolean).join(' '), [a.psc, a.obecName].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-');
      w.row('E-mail', orDash(p.email));
      w.row('Telefónne číslo', orDash(p.telefonneCislo));
    }

    w.heading(`Fotografie (${fotky.length})`);
    w.thumbnails(thumbnails, OZNAMENIE_MSG.emptyFotografie);
  });
  return pdfDownload(pdf, `oznamenie-${o.kod}.pdf`);
}
