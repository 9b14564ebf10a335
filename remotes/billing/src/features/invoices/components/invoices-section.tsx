import { InvoiceList } from './invoice-list';
import { StatementSection } from './statement-section';

/** The invoices part of Payments & Billing: the paged invoice list with views and downloads, and statements. */
export function InvoicesSection() {
  return (
    <>
      <InvoiceList />
      <StatementSection />
    </>
  );
}
