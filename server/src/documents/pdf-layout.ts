import PDFDocument from 'pdfkit';

/** A4 with 50 pt margins: 495 pt of width for content. */
const MARGIN = 50;
const CONTENT_WIDTH = 595.28 - 2 * MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';

/** Characters the standard PDF fonts (WinAnsi) can show besides Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The built-in Helvetica only has WinAnsi glyphs, and pdfkit garbles anything else (and the text after
 * it). Accented letters outside that set lose their accent (ő → o); what is left becomes '?'.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0x7e) ? base : char.trim() ? '?' : ' ';
  }
  return out;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves to its bytes. */
  finish: () => Promise<Buffer>;
}

/** A new A4 document whose bytes are collected in memory; `brand` is its author and appears in its footer. */
export function createPdf(title: string, brand: string): PdfPage {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: brand, Creator: brand, Producer: brand },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const finish = () => {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      // Written inside the bottom margin: lift the margin so pdfkit does not start a new page for it.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(pdfText(`${brand} · ${title} · Page ${i + 1} of ${count}`), MARGIN, doc.page.height - MARGIN + 15, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return bytes;
  };
  return { doc, finish };
}

/** The provider's name on the left, the kind of document on the right, and a rule under both. */
export function letterhead(doc: PDFKit.PDFDocument, brand: string, heading: string) {
  const top = doc.y;
  doc.font(BOLD).fontSize(20).fillColor('black').text(pdfText(brand), MARGIN, top, { width: CONTENT_WIDTH * 0.6 });
  const brandBottom = doc.y;
  doc.font(BOLD).fontSize(16).text(pdfText(heading), MARGIN + CONTENT_WIDTH * 0.6, top + 3, { width: CONTENT_WIDTH * 0.4, align: 'right' });
  doc.y = Math.max(brandBottom, doc.y) + 6;
  rule(doc);
  doc.moveDown(0.8);
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + CONTENT_WIDTH, doc.y).lineWidth(0.7).strokeColor('#999999').stroke();
  doc.y += 4;
}

/** Label: value lines, labels in a column of their own. */
export function facts(doc: PDFKit.PDFDocument, lines: [label: string, value: string][]) {
  const labelWidth = 120;
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font(BOLD).fontSize(10).fillColor('black').text(pdfText(label), MARGIN, y, { width: labelWidth });
    doc.font(FONT).text(pdfText(value), MARGIN + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

export interface Party {
  /** What the block is, e.g. 'From' or 'To'. */
  title: string;
  /** The party's name, set in bold under the title. */
  name: string;
  lines: string[];
}

/** Side by side blocks naming who a document is from and for; the text under them starts below the longer one. */
export function parties(doc: PDFKit.PDFDocument, blocks: Party[]) {
  const top = doc.y;
  const gap = 15;
  const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / blocks.length;
  let bottom = top;
  blocks.forEach((block, i) => {
    const x = MARGIN + i * (width + gap);
    doc.font(BOLD).fontSize(8.5).fillColor(MUTED).text(pdfText(block.title.toUpperCase()), x, top, { width });
    doc.font(BOLD).fontSize(10).fillColor('black').text(pdfText(block.name), x, doc.y + 2, { width });
    doc.font(FONT).fontSize(9.5);
    for (const line of block.lines) doc.text(pdfText(line), x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
  doc.moveDown(1);
}

const cellOptions = (column: Column) => ({ width: column.width - 8, align: column.align ?? 'left' }) as const;

function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold: boolean) {
  doc.font(bold ? BOLD : FONT).fontSize(9.5);
  return Math.max(...columns.map((column, i) => doc.heightOfString(pdfText(cells[i] ?? ''), cellOptions(column))));
}

function drawRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold: boolean) {
  const height = rowHeight(doc, columns, cells, bold);
  const y = doc.y;
  let x = MARGIN;
  doc.fillColor('black');
  columns.forEach((column, i) => {
    doc.text(pdfText(cells[i] ?? ''), x, y, cellOptions(column));
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = y + height + 5;
}

/**
 * A table across the content width: a row that would not fit goes to a new page whole, under a repeat
 * of the header; `footer` rows (totals) are set in bold under a rule and kept together (on a new page, under
 * the header again, when they do not fit).
 */
export function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][], footer: string[][] = []) {
  const room = () => doc.page.height - doc.page.margins.bottom - doc.y;
  const header = () => {
    drawRow(doc, columns, columns.map((c) => c.header), true);
    rule(doc);
  };
  header();
  for (const row of rows) {
    if (rowHeight(doc, columns, row, false) + 5 > room()) {
      doc.addPage();
      header();
    }
    drawRow(doc, columns, row, false);
  }
  if (footer.length) {
    const needed = footer.reduce((sum, row) => sum + rowHeight(doc, columns, row, true) + 5, 10);
    if (needed > room()) {
      doc.addPage();
      header();
    }
    rule(doc);
    for (const row of footer) drawRow(doc, columns, row, true);
  }
  doc.moveDown(0.5);
}

/** A line of small print under the content. */
export function note(doc: PDFKit.PDFDocument, text: string) {
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(pdfText(text), MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor('black');
}
