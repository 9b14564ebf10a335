import type { InvoiceView, StatementView } from '@portal/contract/catalogue';
import { renderAccountDocumentPdf, type PdfContent } from './account-document-pdf';
import { renderCallReportXlsx, type CallReportSheet } from './call-report-xlsx';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceXlsx } from './invoice-xlsx';
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf';
import { renderStatementPdf, type StatementProvider } from './statement-pdf';

/**
 * Everything needed to render one document, as plain data: it is copied to a worker thread, so it holds
 * rows already read from the database, never a connection or a function.
 */
export type DocumentJob =
  | { kind: 'invoice-pdf'; invoice: InvoiceView; brand: string }
  | { kind: 'invoice-xlsx'; invoice: InvoiceView; brand: string; created: Date }
  | { kind: 'statement-pdf'; statement: StatementView; brand: string; provider: StatementProvider }
  | { kind: 'call-report-xlsx'; report: CallReportSheet }
  | { kind: 'account-document-pdf'; content: PdfContent; producer: string }
  | { kind: 'receipt-pdf'; receipt: ReceiptContent; brand: string };

/** The document's bytes. CPU-bound: the server runs it on the document pool's threads (document-pool.ts). */
export function renderDocument(job: DocumentJob): Promise<Buffer> {
  switch (job.kind) {
    case 'invoice-pdf':
      return renderInvoicePdf(job.invoice, job.brand);
    case 'invoice-xlsx':
      return renderInvoiceXlsx(job.invoice, job.brand, job.created);
    case 'statement-pdf':
      return renderStatementPdf(job.statement, job.brand, job.provider);
    case 'call-report-xlsx':
      return renderCallReportXlsx(job.report);
    case 'account-document-pdf':
      return renderAccountDocumentPdf(job.content, job.producer);
    case 'receipt-pdf':
      return renderReceiptPdf(job.receipt, job.brand);
  }
}
