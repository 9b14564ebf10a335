import type { AccountDetails } from '@portal/contract';
import { AccountSectionHeader, Alert, Button, Card, ErrorState, LoadingState, StatusBadge } from '@portal/ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useAccount } from '../api/get-account';
import { PersonalInfoForm } from './personal-info-form';

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

export const UPDATED_MESSAGE = 'Your contact numbers and addresses have been updated.';

/** spec §2 Personal Info: the account, its contact person and addresses; the numbers and addresses can be edited. */
export default function PersonalInfoPage() {
  const account = useAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(0);
  const editButton = useRef<HTMLButtonElement>(null);

  const stopEditing = (wasSaved: boolean) => {
    setEditing(false);
    if (wasSaved) setSaved((n) => n + 1);
    // Back to where the person started, once the button is on screen again.
    setTimeout(() => editButton.current?.focus(), 0);
  };

  const canEdit = !!account.data && !editing;
  return (
    <>
      <AccountSectionHeader />
      <Card
        title="Personal Info"
        actions={
          canEdit ? (
            <Button ref={editButton} variant="secondary" onClick={() => { setSaved(0); setEditing(true); }}>
              Edit details
            </Button>
          ) : undefined
        }
      >
        {saved > 0 && !editing && (
          <Alert key={saved} tone="success" onClose={() => setSaved(0)}>
            {UPDATED_MESSAGE}
          </Alert>
        )}
        {account.data ? (
          editing ? (
            <PersonalInfoForm account={account.data} onSaved={() => stopEditing(true)} onCancel={() => stopEditing(false)} />
          ) : (
            <PersonalInfo account={account.data} />
          )
        ) : account.isError && !account.isFetching ? (
          <ErrorState title="We could not load your personal info" message={account.error.message} onRetry={() => void account.refetch()} />
        ) : (
          <LoadingState label="Loading your personal info…" />
        )}
      </Card>
    </>
  );
}
