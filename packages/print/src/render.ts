// Draws laid-out sheets into a PDF with PDFKit (text wrapping, font subsetting
// and the browser build come with it; a hand-written PDF writer would not).
// The fonts are given by the caller — Noto Sans JP covers Latin and Japanese
// alike, so one pair of fonts serves every language.
import PDFDocument from 'pdfkit';
import { MARGIN, PAPER, type Paper, type Placed, type Sheet } from './layout.ts';

/** Font files (TrueType/OpenType bytes) used for every text. */
export interface PrintFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** How the PDF is drawn. */
export interface RenderOptions {
  paper: Paper;
  fonts: PrintFonts;
  /** Document title in the PDF's metadata. */
  title: string;
}

const PT = 72 / 25.4;

/** Fill colours for the colour names content uses; anything else prints neutral grey. */
const COLOURS: Record<string, string> = {
  red: '#c0392b',
  yellow: '#d4a017',
  green: '#2e8b57',
  blue: '#2f6db5',
  orange: '#d9731a',
  purple: '#7d4ba6',
  grey: '#6b7280',
  gray: '#6b7280',
  black: '#222222',
  white: '#9ca3af',
};
const NEUTRAL = '#4b5563';
const colourOf = (name: string | null) => (name ? (COLOURS[name.toLowerCase()] ?? NEUTRAL) : NEUTRAL);

type Doc = InstanceType<typeof PDFDocument>;

/** The bytes as an ArrayBuffer of their own (PDFKit takes those in Node and in browsers alike). */
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Writes `text` into a box, shrinking the size until it fits (never below `min`), clipped past that. */
function fitText(doc: Doc, text: string, x: number, y: number, width: number, height: number, size: number, min = 4.5) {
  let s = size;
  doc.fontSize(s);
  while (s > min && doc.heightOfString(text, { width }) > height) doc.fontSize((s -= 0.5));
  doc.text(text, x, y, { width, height, ellipsis: true, lineGap: 0.5 });
}

function drawFace(doc: Doc, p: Placed) {
  const { rect, side } = p;
  const [x, y, w, h] = [rect.x * PT, rect.y * PT, rect.width * PT, rect.height * PT];
  const pad = 2.5 * PT;
  const band = (p.item.shape === 'tile' ? 11 : 12) * PT;
  doc.save().rect(x, y, w, band).fill(colourOf(side.colour)).restore();
  doc.fillColor('#ffffff').font('bold');
  fitText(doc, side.title || p.item.id, x + pad, y + 1.6 * PT, w - 2 * pad, band * 0.55, 10);
  doc.font('regular');
  fitText(doc, side.subtitle, x + pad, y + band * 0.62, w - 2 * pad, band * 0.35, 6.5);
  let top = y + band + pad;
  const bottom = y + h - 5 * PT;
  if (side.image) {
    const imageHeight = Math.min(28 * PT, (bottom - top) / 2);
    doc.image(toArrayBuffer(side.image.bytes), x + pad, top, { fit: [w - 2 * pad, imageHeight], align: 'center' });
    top += imageHeight + 1.5 * PT;
  }
  const rules = side.lines.join('\n');
  const effects = side.effects.join('\n');
  const room = bottom - top;
  const rulesHeight = rules && effects ? room * 0.5 : room;
  doc.fillColor('#111111');
  if (rules) {
    fitText(doc, rules, x + pad, top, w - 2 * pad, rulesHeight, 7.5);
    top += Math.min(rulesHeight, doc.heightOfString(rules, { width: w - 2 * pad })) + 1.5 * PT;
  }
  if (effects) {
    doc.fillColor('#374151');
    fitText(doc, effects, x + pad, top, w - 2 * pad, bottom - top, 6);
  }
  doc
    .fillColor('#6b7280')
    .fontSize(5)
    .text(side.footer, x + pad, y + h - 4 * PT, { width: w - 2 * pad, lineBreak: false, ellipsis: true });
}

function drawBack(doc: Doc, p: Placed) {
  const { rect, side } = p;
  const [x, y, w, h] = [rect.x * PT, rect.y * PT, rect.width * PT, rect.height * PT];
  doc.save().rect(x, y, w, h).fill(colourOf(side.colour)).restore();
  doc.fillColor('#ffffff').font('bold').fontSize(11);
  doc.text(side.title, x + 4 * PT, y + h / 2 - 8 * PT, { width: w - 8 * PT, align: 'center' });
  doc.font('regular').fontSize(7);
  doc.text(side.subtitle, x + 4 * PT, y + h / 2 + 2 * PT, { width: w - 8 * PT, align: 'center' });
}

function drawCutMarks(doc: Doc, sheet: Sheet, paper: Paper) {
  const { width, height } = PAPER[paper];
  const mark = (x1: number, y1: number, x2: number, y2: number) =>
    doc.moveTo(x1 * PT, y1 * PT).lineTo(x2 * PT, y2 * PT);
  const [top, bottom] = [sheet.cuts.ys[0] ?? MARGIN, sheet.cuts.ys.at(-1) ?? height - MARGIN];
  const [left, right] = [sheet.cuts.xs[0] ?? MARGIN, sheet.cuts.xs.at(-1) ?? width - MARGIN];
  doc.save().lineWidth(0.4).strokeColor('#000000');
  for (const x of sheet.cuts.xs) {
    mark(x, Math.max(0.5, top - 5), x, top - 1);
    mark(x, bottom + 1, x, Math.min(height - 0.5, bottom + 5));
  }
  for (const y of sheet.cuts.ys) {
    mark(Math.max(0.5, left - 5), y, left - 1, y);
    mark(right + 1, y, Math.min(width - 0.5, right + 5), y);
  }
  doc.stroke().restore();
}

/** Renders the sheets as a PDF: one page per sheet, items at their physical size. */
export function renderSheets(sheets: Sheet[], options: RenderOptions): Promise<Uint8Array> {
  const { width, height } = PAPER[options.paper];
  const regular = toArrayBuffer(options.fonts.regular);
  const doc = new PDFDocument({
    size: [width * PT, height * PT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: options.title, Creator: 'Roomsmith', CreationDate: new Date(0) },
    // Our own font from the start: PDFKit's browser build carries none of the standard 14.
    font: regular as unknown as string,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', toArrayBuffer(options.fonts.bold));
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(concat(chunks)));
    doc.on('error', reject);
  });
  for (const sheet of sheets) {
    doc.addPage();
    for (const placed of sheet.placed) {
      if (sheet.side === 'front') drawFace(doc, placed);
      else drawBack(doc, placed);
      doc.save().lineWidth(0.3).strokeColor('#9ca3af');
      doc.rect(placed.rect.x * PT, placed.rect.y * PT, placed.rect.width * PT, placed.rect.height * PT).stroke();
      doc.restore();
    }
    drawCutMarks(doc, sheet, options.paper);
  }
  doc.end();
  return done;
}
