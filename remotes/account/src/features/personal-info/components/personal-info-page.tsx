import type { AccountDetails } from '@portal/contract';
import { AccountSectionHeader, Card, ErrorState, LoadingState, StatusBadge } from '@portal/ui';
import { useId, type ReactNode } from 'react';
import { useAccount } from '../api/get-account';

type Address = AccountDetails['postalAddress'];

const NOT_ON_RECORD = 'Not on record';

/** One titled group of label/value pairs; an h3 under the page's 'Personal Info' h2. */
function DetailGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} style={{ margin: '0 0 8px', fontSize: '1rem' }}>
        {title}
      </h3>
      <dl className="portal-details">{children}</dl>
    </section>
  );
}

function AddressLines({ address, kind }: { address: Address; kind: string }) {
  const lines = [address.line1, address.line2, address.city, address.postalCode].filter((line) => line.trim() !== '');
  if (lines.length === 0) return <span>No {kind} address on record yet.</span>;
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </address>
  );
}

function PersonalInfo({ account: a }: { account: AccountDetails }) {
  const contactName = `${a.contact.firstName} ${a.contact.lastName}`.trim();
  return (
    <div className="portal-grid">
      <DetailGroup title="Account">
        <dt>Customer name</dt>
        <dd>{a.customerName}</dd>
        <dt>Account code</dt>
        <dd>{a.accountCode}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={a.status} />
        </dd>
        <dt>Enterprise account</dt>
        <dd>{a.enterprise ? 'Yes' : 'No'}</dd>
        {a.parentAccountCode && (
          <>
            <dt>Parent account</dt>
            <dd>{a.parentAccountCode}</dd>
          </>
        )}
      </DetailGroup>
      <DetailGroup title="Contact person">
        <dt>Name</dt>
        <dd>{contactName || NOT_ON_RECORD}</dd>
        <dt>Email</dt>
        <dd>{a.contact.email ? <a href={`mailto:${a.contact.email}`}>{a.contact.email}</a> : NOT_ON_RECORD}</dd>
        <dt>Cell number</dt>
        <dd>{a.contact.cellNumber ? <a href={`tel:${a.contact.cellNumber}`}>{a.contact.cellNumber}</a> : NOT_ON_RECORD}</dd>
        <dt>Landline</dt>
        <dd>{a.contact.landline ? <a href={`tel:${a.contact.landline}`}>{a.contact.landline}</a> : NOT_ON_RECORD}</dd>
      </DetailGroup>
      <DetailGroup title="Addresses">
        <dt>Postal address</dt>
        <dd>
          <AddressLines address={a.postalAddress} kind="postal" />
        </dd>
        <dt>Physical address</dt>
        <dd>
          <AddressLines address={a.physicalAddress} kind="physical" />
        </dd>
      </DetailGroup>
    </div>
  );
}

/** spec §2 Personal Info: read-only for now (address editing comes later). */
export default function PersonalInfoPage() {
  const account = useAccount();
  return (
    <>
      <AccountSectionHeader />
      <Card title="Personal Info">
        {account.data ? (
          <PersonalInfo account={account.data} />
        ) : account.isError && !account.isFetching ? (
          <ErrorState title="We could not load your personal info" message={account.error.message} onRetry={() => void account.refetch()} />
        ) : (
          <LoadingState label="Loading your personal info…" />
        )}
      </Card>
    </>
  );
}
