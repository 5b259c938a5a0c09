/**
 * The product's PDF documents (the 'Export do PDF' of a notification and of a damage event): one A4
 * layout – a title block, headings, label–value rows, short paragraphs, photo thumbnails and page
 * numbers – so every record's export reads the same. DejaVu Sans is embedded, so Slovak diacritics
 * are correct in every viewer.
 *
 * pdfkit is loaded on first use (it is large); a module that only imports these types or
 * `pdfDownload` pays nothing for it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { log } from './log';
import { HttpResult } from './result';

const loadPdfKit = () => import('pdfkit').then((m) => m.default);

const FONT_DIR = (() => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
})();

const COLORS = { text: '#0b0c0c', heading: '#003078', muted: '#505a5f', rule: '#b1b4b6' };
const MARGIN = 50;
const LABEL_WIDTH = 190;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const FONT_SIZE = 9.5;
const THUMBNAIL_SIZE = 150;
/** Most thumbnails one document carries (the rest are counted in the heading only). */
export const PDF_MAX_THUMBNAILS = 6;

/** An empty value is shown as a dash. */
export const orDash = (v: unknown): string => (v === undefined || v === null || v === '' ? '-' : String(v));

export interface PdfThumbnail {
  meno: string;
  bytes: Buffer;
}

export interface PdfWriter {
  /** The title block: a small line above, the big title, a muted line below and a smaller note under it. */
  title(t: { kicker: string; title: string; subtitle?: string; note?: string }): void;
  /** A section heading with a rule under it (starts a new page when too little room is left for it and a row). */
  heading(text: string): void;
  /** A smaller heading inside a section (e.g. one preventive measure). */
  subheading(text: string): void;
  /** Label on the left, value on the right; an empty value shows '-'. The row is never split over two pages. */
  row(label: string, value: string | null | undefined): void;
  rows(rows: readonly (readonly [string, string | null | undefined])[]): void;
  /** A plain paragraph (e.g. an empty-list text). */
  text(text: string): void;
  /** Thumbnails in rows of three with their names under them; `emptyText` when there are none. */
  thumbnails(items: readonly PdfThumbnail[], emptyText: string): void;
}

export interface PdfOptions {
  /** Document title (metadata). */
  title: string;
  /** Shown at the bottom of every page before 'Strana n z m'. */
  footer?: string;
}

/** Draws a document with `draw` and returns its bytes. */
export async function renderPdf(options: PdfOptions, draw: (w: PdfWriter) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: options.title, Author: 'Štátna ochrana prírody Slovenskej republiky' },
  });
  doc.registerFont('Regular', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('Bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` points fit below the cursor. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const w: PdfWriter = {
    title({ kicker, title, subtitle, note }) {
      doc.font('Regular').fontSize(9).fillColor(COLORS.muted).text(kicker);
      doc.moveDown(0.3).font('Bold').fontSize(20).fillColor(COLORS.text).text(title);
      if (subtitle) doc.font('Regular').fontSize(10).fillColor(COLORS.muted).text(subtitle);
      if (note) doc.font('Regular').fontSize(8.5).fillColor(COLORS.muted).text(note);
    },
    heading(text) {
      room(60);
      doc.moveDown(0.8).font('Bold').fontSize(13).fillColor(COLORS.heading).text(text, MARGIN);
      doc
        .moveTo(MARGIN, doc.y + 2)
        .lineTo(MARGIN + width, doc.y + 2)
        .strokeColor(COLORS.rule)
        .lineWidth(0.5)
        .stroke();
      doc.moveDown(0.4);
    },
    subheading(text) {
      room(40);
      doc.moveDown(0.3).font('Bold').fontSize(10.5).fillColor(COLORS.text).text(text, MARGIN);
      doc.moveDown(0.2);
    },
    row(label, value) {
      const v = orDash(value);
      const valueWidth = width - LABEL_WIDTH - 10;
      doc.font('Bold').fontSize(FONT_SIZE);
      const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH });
      doc.font('Regular');
      const valueHeight = doc.heightOfString(v, { width: valueWidth });
      // a value longer than a page flows on by itself; anything shorter stays with its label
      if (Math.max(labelHeight, valueHeight) < bottom() - MARGIN) room(Math.max(labelHeight, valueHeight));
      const y = doc.y;
      doc.font('Bold').fontSize(FONT_SIZE).fillColor(COLORS.muted).text(label, MARGIN, y, { width: LABEL_WIDTH });
      const labelEnd = doc.y;
      const page = doc.bufferedPageRange().count;
      doc.font('Regular').fontSize(FONT_SIZE).fillColor(COLORS.text).text(v, VALUE_X, y, { width: valueWidth });
      doc.y = (doc.bufferedPageRange().count === page ? Math.max(doc.y, labelEnd) : doc.y) + 3;
      doc.x = MARGIN;
    },
    rows(rows) {
      for (const [label, value] of rows) w.row(label, value);
    },
    text(text) {
      doc.font('Regular').fontSize(FONT_SIZE).fillColor(COLORS.text).text(text, MARGIN);
    },
    thumbnails(items, emptyText) {
      if (!items.length) {
        w.text(emptyText);
        return;
      }
      let x = MARGIN;
      let y = doc.y;
      for (const t of items) {
        if (y + THUMBNAIL_SIZE + 20 > bottom()) {
          doc.addPage();
          y = MARGIN;
        }
        try {
          doc.image(t.bytes, x, y, { fit: [THUMBNAIL_SIZE, THUMBNAIL_SIZE], align: 'center', valign: 'bottom' });
        } catch {
          log.warn('thumbnail not drawable', { document: options.title, name: t.meno });
        }
        doc
          .font('Regular')
          .fontSize(8)
          .fillColor(COLORS.muted)
          .text(t.meno, x, y + THUMBNAIL_SIZE + 3, { width: THUMBNAIL_SIZE, ellipsis: true, lineBreak: false });
        x += THUMBNAIL_SIZE + 16;
        if (x + THUMBNAIL_SIZE > MARGIN + width) {
          x = MARGIN;
          y += THUMBNAIL_SIZE + 22;
        }
      }
      doc.x = MARGIN;
      doc.y = x === MARGIN ? y : y + THUMBNAIL_SIZE + 22;
    },
  };

  draw(w);

  // page numbers on every page, inside the bottom margin
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = [options.footer, `Strana ${i - start + 1} z ${count}`].filter(Boolean).join(' · ');
    doc
      .font('Regular')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(label, MARGIN, doc.page.height - MARGIN + 15, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = keep;
  }
  doc.end();
  return done;
}

/** The document as a download (`attachment`, never cached). */
export const pdfDownload = (pdf: Buffer, filename: string) =>
  new HttpResult(
    200,
    {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
    pdf.toString('base64'),
    [],
    true,
  );
