import { downloadFile, type DownloadedFile } from '@portal/contract';
import { saveFile } from '../save-file';

/** The bodies of the billing downloads (contract billingDownloads). */
export interface DocumentDownloads {
  'billing.doc.DownloadPDFInvoice': { invoiceTxNumber: string };
  'billing.doc.DownloadExcelInvoice': { invoiceTxNumber: string };
  'billing.doc.DownloadPDFStatementDocument': { exportStartDate: string; exportEndDate: string };
}
export type DocumentDownload = keyof DocumentDownloads;

/** Fetches a document (spec §7 downloads) and hands it to the browser under its content-disposition name. */
export async function downloadDocument<N extends DocumentDownload>(name: N, body: DocumentDownloads[N]): Promise<DownloadedFile> {
  const file = await downloadFile(name, { ...body });
  saveFile(file);
  return file;
}
