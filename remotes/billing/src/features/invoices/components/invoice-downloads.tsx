import { DownloadButton } from '@portal/ui/download';

/** Download PDF and Download Excel of one invoice (spec §7 billing.doc.DownloadPDFInvoice / DownloadExcelInvoice). */
export function InvoiceDownloads({ invoiceTxNumber }: { invoiceTxNumber: string }) {
  const invoice = `invoice ${invoiceTxNumber}`;
  return (
    <>
      <DownloadButton action="billing.doc.DownloadPDFInvoice" body={{ invoiceTxNumber }} label="Download PDF" labelSuffix={`of ${invoice}`} subject={`${invoice} as PDF`} />
      <DownloadButton action="billing.doc.DownloadExcelInvoice" body={{ invoiceTxNumber }} label="Download Excel" labelSuffix={`of ${invoice}`} subject={`${invoice} as Excel`} />
    </>
  );
}
