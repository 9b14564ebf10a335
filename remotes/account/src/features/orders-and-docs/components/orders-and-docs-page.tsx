import { AccountSectionHeader } from '@portal/ui';
import { DocumentsSection } from './documents-section';
import { OrdersSection } from './orders-section';

/** spec §2 Orders & Docs: the account's orders and its documents. */
export default function OrdersAndDocsPage() {
  return (
    <>
      <AccountSectionHeader />
      <OrdersSection />
      <DocumentsSection />
    </>
  );
}
