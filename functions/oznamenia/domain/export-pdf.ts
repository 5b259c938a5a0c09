/**
 * 'Export do PDF' of a notification (spec part 1 §2 'Downloads', §4: every state except NOVE_WEB,
 * ROZPRACOVANE and ZRUSENE): one or two A4 pages with the notification's data, the injured party,
 * the coordinates and photo thumbnails. DejaVu Sans is embedded, so Slovak diacritics are correct.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { OZNAMENIE_AKCIE, OZNAMENIE_MSG } from '../../../shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS, TYP_SKODY_LABELS } from '../../../shared/domain/oznamenie';
import { formatDateSk } from '../../../shared/format/dates';
import { formatGpsPairSk } from '../../../shared/format/gps';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { badRequest } from '../../lib/errors';
import { log } from '../../lib/log';
import { HttpResult } from '../../lib/result';
import { readObjectHead } from '../../lib/uploads';
import { miestoOf } from './miesto';
import { loadOznamenie } from './zmeny';

const FONT_DIR = (() => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
})();
const MAX_THUMBNAILS = 6;
const COLORS = { text: '#0b0c0c', heading: '#003078', muted: '#505a5f', rule: '#b1b4b6' };

type Rec = Record<string, unknown>;
const s = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));

export async function exportPdf(uuid: string): Promise<HttpResult> {
  const o = await loadOznamenie(uuid);
  if (!OZNAMENIE_AKCIE.export.includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
  const [[pracovisko], web, fotky, miesto] = await Promise.all([
    o.uzemnePrislusnePracoviskoId ? organizaciaRepo.getMany([o.uzemnePrislusnePracoviskoId]) : Promise.resolve([]),
    o.isFromWeb ? oznamenieRepo.getWebData(uuid) : Promise.resolve(null),
    oznamenieRepo.listPhotos(uuid),
    miestoOf(o),
  ]);
  const thumbnails: { meno: string; bytes: Buffer }[] = [];
  for (const f of fotky.slice(0, MAX_THUMBNAILS)) {
    const bytes = await readObjectHead(f.thumbnailS3Key, 2_000_000).catch(() => null);
    if (bytes) thumbnails.push({ meno: f.meno, bytes: Buffer.from(bytes) });
    else log.warn('thumbnail missing for the PDF', { uuid, fileId: f.fileId });
  }

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Oznámenie ${o.kod}`, Author: 'Štátna ochrana prírody Slovenskej republiky' } });
  doc.registerFont('Regular', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('Bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - 100;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Bold').fontSize(13).fillColor(COLORS.heading).text(text);
    doc.moveTo(50, doc.y + 2).lineTo(50 + width, doc.y + 2).strokeColor(COLORS.rule).lineWidth(0.5).stroke();
    doc.moveDown(0.4);
  };
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Bold').fontSize(9.5).fillColor(COLORS.muted).text(label, 50, y, { width: 170 });
    const labelEnd = doc.y;
    doc.font('Regular').fontSize(9.5).fillColor(COLORS.text).text(value, 230, y, { width: width - 180 });
    doc.y = Math.max(doc.y, labelEnd) + 3;
    doc.x = 50;
  };

  doc.font('Regular').fontSize(9).fillColor(COLORS.muted).text('Štátna ochrana prírody Slovenskej republiky – Evidencia škôd');
  doc.moveDown(0.3).font('Bold').fontSize(20).fillColor(COLORS.text).text(`Oznámenie o škode ${o.kod}`);
  doc.font('Regular').fontSize(10).fillColor(COLORS.muted).text(`Stav: ${OZNAMENIE_STAV_LABELS[o.stav]}${o.isFromWeb ? ' · prijaté z webu' : ''}`);

  heading('Údaje o škode');
  row('Dátum oznámenia', formatDateSk(o.datumOznamenia));
  row('Dátum vzniku škody', formatDateSk(o.datumVznikuSkody));
  row('Typ škody', o.typSkody ? TYP_SKODY_LABELS[o.typSkody] : '-');
  row('Územne príslušné pracovisko', pracovisko?.nazov ?? '-');
  if (o.skodovaUdalostKod) row('Škodová udalosť', o.skodovaUdalostKod);
  if (miesto.obec) row('Obec', miesto.obec.nazov);
  const gps = formatGpsPairSk(o.lokalitaGpsSirka, o.lokalitaGpsDlzka);
  row('GPS súradnice', gps ? `${gps} (zemepisná šírka; dĺžka, WGS 84)${miesto.lokalitaPriblizna ? `\n${OZNAMENIE_MSG.gpsPriblizne}` : ''}` : '-');
  row('Popis lokality', s(o.popisLokality));
  row('Popis škody', s(o.popisSkody));
  row('Doplňujúce kontaktné informácie', s(o.doplnkoveKontaktneInformacie));

  heading('Poškodený');
  row('Meno / názov', s(o.poskodenyMeno));
  const p = (web?.poskodeny ?? {}) as Rec;
  const a = (p.adresa ?? {}) as Rec;
  if (web) {
    row('Adresa', [[a.ulica, [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/')].filter(Boolean).join(' '), [a.psc, a.obecName].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-');
    row('E-mail', s(p.email));
    row('Telefónne číslo', s(p.telefonneCislo));
  }

  heading(`Fotografie (${fotky.length})`);
  if (!thumbnails.length) doc.font('Regular').fontSize(9.5).fillColor(COLORS.text).text(OZNAMENIE_MSG.emptyFotografie);
  else {
    const size = 150;
    let x = 50;
    let y = doc.y;
    for (const t of thumbnails) {
      if (y + size + 20 > doc.page.height - 50) {
        doc.addPage();
        y = 50;
      }
      try {
        doc.image(t.bytes, x, y, { fit: [size, size] });
      } catch {
        log.warn('thumbnail not drawable', { uuid });
      }
      doc.font('Regular').fontSize(8).fillColor(COLORS.muted).text(t.meno, x, y + size + 3, { width: size, ellipsis: true, lineBreak: false });
      x += size + 16;
      if (x + size > 50 + width) {
        x = 50;
        y += size + 22;
      }
    }
  }
  doc.end();
  const pdf = await done;
  return new HttpResult(
    200,
    {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="oznamenie-${o.kod}.pdf"`,
      'cache-control': 'no-store',
    },
    pdf.toString('base64'),
    [],
    true,
  );
}
