/**
 * Builds the user guide PDF: web/public/dokumenty/pouzivatelska-prirucka.pdf
 *
 *   npx tsx scripts/guide/build-guide.ts [output.pdf]
 *
 * pdfkit's built-in (WinAnsi) fonts cannot show č, ľ, ť, ň, ĺ, ŕ, so DejaVu Sans
 * (npm `dejavu-fonts-ttf`) is embedded. The document date is fixed (GUIDE_DATE),
 * so the same content produces the same bytes.
 */
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { GUIDE_AUTHOR, GUIDE_BLOCKS, GUIDE_DATE, GUIDE_TITLE, GUIDE_VERSION_LABEL, type GuideBlock } from './content';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_OUTPUT = path.join(REPO_ROOT, 'web/public/dokumenty/pouzivatelska-prirucka.pdf');

function fontDir(): string {
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    throw new Error('Package dejavu-fonts-ttf is not installed: run `npm i -D dejavu-fonts-ttf`.');
  }
  if (!existsSync(path.join(dir, 'DejaVuSans.ttf'))) throw new Error(`DejaVuSans.ttf not found in ${dir}`);
  return dir;
}

const COLORS = { text: '#0b0c0c', heading: '#003078', muted: '#505a5f', rule: '#b1b4b6', noteBg: '#fff7bf', headBg: '#f3f2f1' };
const FONT = { regular: 'Regular', bold: 'Bold' } as const;
const SIZE = { title: 22, h1: 15, body: 10.5, small: 8.5 };

type Doc = InstanceType<typeof PDFDocument>;

interface Piece {
  text: string;
  bold: boolean;
}
/** An unbreakable word: pieces joined without whitespace (e.g. a bold word followed by a comma). */
type Word = Piece[];

const LINE_GAP = 2.5;

function lineHeight(doc: Doc, size: number): number {
  return doc.font(FONT.regular).fontSize(size).currentLineHeight(true) + LINE_GAP;
}

function pieceWidth(doc: Doc, p: Piece, size: number): number {
  return doc.font(p.bold ? FONT.bold : FONT.regular).fontSize(size).widthOfString(p.text);
}

/**
 * Lays out text with inline **bold** runs into lines of at most `width` points.
 * Own line breaking instead of pdfkit's `continued` runs, which misplace the
 * cursor when runs of different fonts wrap.
 */
function layoutRich(doc: Doc, text: string, width: number, size: number): Word[][] {
  const words: Word[] = [];
  let current: Word = [];
  text.split('**').forEach((run, i) => {
    const bold = i % 2 === 1;
    for (const token of run.split(/(\s+)/)) {
      if (token === '') continue;
      if (/^\s+$/.test(token)) {
        if (current.length > 0) words.push(current);
        current = [];
      } else {
        current.push({ text: token, bold });
      }
    }
  });
  if (current.length > 0) words.push(current);

  const space = doc.font(FONT.regular).fontSize(size).widthOfString(' ');
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  for (const word of words) {
    const w = word.reduce((sum, p) => sum + pieceWidth(doc, p, size), 0);
    const needed = line.length === 0 ? w : used + space + w;
    if (line.length > 0 && needed > width) {
      lines.push(line);
      line = [word];
      used = w;
    } else {
      line.push(word);
      used = needed;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** Height of rich text laid out in `width`. */
function richHeight(doc: Doc, text: string, width: number, size = SIZE.body): number {
  return layoutRich(doc, text, width, size).length * lineHeight(doc, size);
}

/** Draws rich text from (x, y); breaks pages between lines when `breakPages`. Leaves doc.y below the text. */
function richText(doc: Doc, text: string, x: number, y: number, width: number, size = SIZE.body, breakPages = true): void {
  const lh = lineHeight(doc, size);
  const space = doc.font(FONT.regular).fontSize(size).widthOfString(' ');
  let top = y;
  for (const line of layoutRich(doc, text, width, size)) {
    if (breakPages && top + lh > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    let cx = x;
    line.forEach((word, wi) => {
      if (wi > 0) cx += space;
      for (const p of word) {
        doc.font(p.bold ? FONT.bold : FONT.regular).fontSize(size).fillColor(COLORS.text);
        doc.text(p.text, cx, top, { lineBreak: false });
        cx += pieceWidth(doc, p, size);
      }
    });
    top += lh;
  }
  doc.x = x;
  doc.y = top;
}

function ensureSpace(doc: Doc, height: number): void {
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + height > bottom) doc.addPage();
}

function renderBlock(doc: Doc, block: GuideBlock): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  switch (block.t) {
    case 'pageBreak':
      doc.addPage();
      return;
    case 'h1':
    case 'h2': {
      const size = block.t === 'h1' ? SIZE.h1 : SIZE.body + 1.5;
      // keep a heading together with at least three lines of what follows
      ensureSpace(doc, size * 2 + 50);
      doc.moveDown(0.6);
      doc.font(FONT.bold).fontSize(size).fillColor(COLORS.heading).text(block.text, left, doc.y, { width });
      doc.moveDown(0.35);
      return;
    }
    case 'p': {
      ensureSpace(doc, Math.min(richHeight(doc, block.text, width), 40));
      richText(doc, block.text, left, doc.y, width);
      doc.moveDown(0.5);
      return;
    }
    case 'note': {
      const pad = 8;
      const h = richHeight(doc, block.text, width - 2 * pad - 4) + 2 * pad;
      ensureSpace(doc, h);
      const y = doc.y;
      doc.save().rect(left, y, width, h).fill(COLORS.noteBg).restore();
      doc.save().rect(left, y, 4, h).fill(COLORS.heading).restore();
      richText(doc, `**${block.text}**`, left + pad + 4, y + pad, width - 2 * pad - 4, SIZE.body, false);
      doc.y = y + h;
      doc.moveDown(0.6);
      return;
    }
    case 'ul':
    case 'ol': {
      const indent = 18;
      block.items.forEach((item, i) => {
        const h = richHeight(doc, item, width - indent);
        ensureSpace(doc, Math.min(h, 40));
        const y = doc.y;
        const marker = block.t === 'ul' ? '•' : `${i + 1}.`;
        doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLORS.text).text(marker, left + 4, y, { width: indent, lineBreak: false });
        richText(doc, item, left + indent, y, width - indent);
        doc.moveDown(0.25);
      });
      doc.moveDown(0.3);
      return;
    }
    case 'table': {
      const col1 = 150;
      const pad = 5;
      const widths = [col1, width - col1];
      const row = (cells: [string, string], head: boolean) => {
        const h = Math.max(...cells.map((c, i) => richHeight(doc, c, widths[i] - 2 * pad, SIZE.body - 0.5))) + 2 * pad;
        const page = doc.page;
        ensureSpace(doc, h);
        // repeat the header row on a new page
        if (!head && doc.page !== page) row(block.head, true);
        const y = doc.y;
        if (head) doc.save().rect(left, y, width, h).fill(COLORS.headBg).restore();
        doc.save().lineWidth(0.5).strokeColor(COLORS.rule).rect(left, y, widths[0], h).rect(left + widths[0], y, widths[1], h).stroke().restore();
        cells.forEach((c, i) => {
          const x = left + (i === 0 ? 0 : widths[0]) + pad;
          richText(doc, head ? `**${c}**` : c, x, y + pad, widths[i] - 2 * pad, SIZE.body - 0.5, false);
        });
        doc.x = left;
        doc.y = y + h;
      };
      // keep the header with at least two rows
      ensureSpace(doc, 110);
      row(block.head, true);
      for (const r of block.rows) row(r, false);
      doc.moveDown(0.8);
      return;
    }
  }
}

function renderTitle(doc: Doc): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLORS.muted).text(GUIDE_AUTHOR.toUpperCase(), left, doc.y, { width, characterSpacing: 0.5 });
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLORS.heading).text('Evidencia škôd', { width });
  doc.font(FONT.regular).fontSize(SIZE.h1).fillColor(COLORS.heading).text('Používateľská príručka', { width });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLORS.muted).text('Hlásenie a spracovanie škôd spôsobených chránenými živočíchmi', { width });
  doc.text(GUIDE_VERSION_LABEL, { width });
  doc.moveDown(0.6);
  doc.save().lineWidth(2).strokeColor(COLORS.heading).moveTo(left, doc.y).lineTo(left + width, doc.y).stroke().restore();
  doc.moveDown(0.6);
}

function renderFooters(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { left, right, bottom } = doc.page.margins;
    const width = doc.page.width - left - right;
    const y = doc.page.height - bottom + 18;
    // writing below the bottom margin would add a page; lift the margin while drawing
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLORS.muted);
    doc.text(`${GUIDE_TITLE} · ŠOP SR`, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Strana ${i + 1} z ${range.count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

export async function buildGuide(output = DEFAULT_OUTPUT): Promise<string> {
  const fonts = fontDir();
  mkdirSync(path.dirname(output), { recursive: true });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 60, left: 62, right: 62 },
    bufferPages: true,
    lang: 'sk-SK',
    displayTitle: true,
    font: path.join(fonts, 'DejaVuSans.ttf'),
    info: {
      Title: GUIDE_TITLE,
      Author: GUIDE_AUTHOR,
      Subject: 'Používateľská príručka systému Evidencia škôd',
      Keywords: 'ŠOP SR, škody, chránené živočíchy, oznámenie, príručka',
      CreationDate: GUIDE_DATE,
      ModDate: GUIDE_DATE,
    },
  });
  doc.registerFont(FONT.regular, path.join(fonts, 'DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, path.join(fonts, 'DejaVuSans-Bold.ttf'));

  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(output);
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.pipe(out);
  });

  renderTitle(doc);
  for (const block of GUIDE_BLOCKS) renderBlock(doc, block);
  renderFooters(doc);
  doc.end();
  await done;
  return output;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildGuide(process.argv[2] ? path.resolve(process.argv[2]) : undefined)
    .then((file) => console.log(`Príručka vytvorená: ${path.relative(process.cwd(), file)}`))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
