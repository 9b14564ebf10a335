import { billingDownloads } from '@portal/contract/catalogue';
import { isoDay } from '../../documents/dates';
import { renderOffThread } from '../../documents/document-pool';
import { withDocumentSlot } from '../../documents/document-turns';
import { loadInvoice } from '../../documents/invoice';
import { XLSX_CONTENT_TYPE } from '../../documents/invoice-xlsx';
import { buildStatement, statementRange } from '../../documents/statement';
import { statementTitle, type StatementProvider } from '../../documents/statement-pdf';
import { defineDownload } from '../define-action';

/** The provider's parts a document names (the job crosses to a worker thread: plain data only). */
const providerOf = ({ legalName, registrationNumber, vatNumber, address }: StatementProvider): StatementProvider => ({ legalName, registrationNumber, vatNumber, address });

/** The tax invoice as a PDF; another account's invoice number is not found, exactly like an unknown one. */
export const downloadPdfInvoice = defineDownload({
  name: 'billing.doc.DownloadPDFInvoice',
  auth: 'session',
  modules: ['billing'],
  input: billingDownloads['billing.doc.DownloadPDFInvoice'],
  handler: ({ invoiceTxNumber }, ctx) =>
    withDocumentSlot(ctx.session.personId, async () => {
      const invoice = await loadInvoice(ctx.db, ctx.session.accountId, invoiceTxNumber, ctx.instanceConfig.provider);
      return {
        fileName: `Invoice ${invoice.invoiceTxNumber}.pdf`,
        contentType: 'application/pdf',
        body: await renderOffThread({ kind: 'invoice-pdf', invoice, brand: ctx.rpName }),
      };
    }),
});

export const downloadExcelInvoice = defineDownload({
  name: 'billing.doc.DownloadExcelInvoice',
  auth: 'session',
  modules: ['billing'],
  input: billingDownloads['billing.doc.DownloadExcelInvoice'],
  handler: ({ invoiceTxNumber }, ctx) =>
    withDocumentSlot(ctx.session.personId, async () => {
      const invoice = await loadInvoice(ctx.db, ctx.session.accountId, invoiceTxNumber, ctx.instanceConfig.provider);
      return {
        fileName: `Invoice ${invoice.invoiceTxNumber}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: await renderOffThread({ kind: 'invoice-xlsx', invoice, brand: ctx.rpName, created: ctx.clock.now() }),
      };
    }),
});

export const downloadPdfStatement = defineDownload({
  name: 'billing.doc.DownloadPDFStatementDocument',
  auth: 'session',
  modules: ['billing'],
  input: billingDownloads['billing.doc.DownloadPDFStatementDocument'],
  async handler(input, ctx) {
    const range = statementRange(input, isoDay(ctx.clock.now()));
    return withDocumentSlot(ctx.session.personId, async () => {
      const statement = await buildStatement(ctx.db, ctx.session.accountId, range);
      return {
        fileName: `${statementTitle(range)}.pdf`,
        contentType: 'application/pdf',
        body: await renderOffThread({ kind: 'statement-pdf', statement, brand: ctx.rpName, provider: providerOf(ctx.instanceConfig.provider) }),
      };
    });
  },
});
