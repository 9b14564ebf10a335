import PDFDocument from 'pdfkit';

export interface PdfTable {
  columns: { header: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** A last row set in bold, e.g. the total. */
  footer?: string[];
}

export interface PdfContent {
  title: string;
  /** Label/value lines under the title. */
  facts: [string, string][];
  table?: PdfTable;
  paragraphs?: string[];
}

const MARGIN = 50;

function drawRow(doc: PDFKit.PDFDocument, table: PdfTable, cells: string[], bold: boolean) {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  let height = 0;
  table.columns.forEach((column, i) => {
    const options = { width: column.width - 6, align: column.align ?? 'left' } as const;
    doc.text(cells[i] ?? '', x, y, options);
    height = Math.max(height, doc.heightOfString(cells[i] ?? '', options));
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = y + height + 6;
}

/**
 * A document of My Account > Documents (order form, contract; an invoice is its tax invoice) as a simple A4 PDF: title, facts,
 * an optional table and paragraphs; resolves to the PDF's bytes.
 */
export function renderAccountDocumentPdf(content: PdfContent, producer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title, Producer: producer, Creator: producer } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(18).text(content.title);
    doc.moveDown(0.5);
    for (const [label, value] of content.facts) {
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    if (content.table) {
      doc.moveDown();
      const { table } = content;
      drawRow(doc, table, table.columns.map((c) => c.header), true);
      for (const row of table.rows) drawRow(doc, table, row, false);
      if (table.footer) drawRow(doc, table, table.footer, true);
    }
    for (const paragraph of content.paragraphs ?? []) {
      doc.moveDown(0.6);
      doc.font('Helvetica').fontSize(10).text(paragraph, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
    }
    doc.end();
  });
}
