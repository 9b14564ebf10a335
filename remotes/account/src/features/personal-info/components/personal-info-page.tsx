import type { AccountDetails } from '@portal/contract';
import { AccountSectionHeader, Card, QueryView, StatusBadge } from '@portal/ui';
import { useAccount } from '../api/get-account';

type Address = AccountDetails['postalAddress'];

function AddressLines({ address }: { address: Address }) {
  const lines = [address.line1, address.line2, address.city, address.postalCode].filter(Boolean);
  return lines.length ? <address style={{ fontStyle: 'normal' }}>{lines.map((l) => <div key={l}>{l}</div>)}</address> : <span>Not on record</span>;
}

export default function PersonalInfoPage() {
  const account = useAccount();
  return (
    <>
      <AccountSectionHeader />
      <QueryView query={account} loadingLabel="Loading your personal info…">
        {(a) => (
          <div className="portal-grid">
            <Card title="Account">
              <dl className="portal-details">
                <dt>Account name</dt>
                <dd>{a.customerName}</dd>
                <dt>Account number</dt>
                <dd>{a.accountCode}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={a.status} />
                </dd>
                <dt>Account type</dt>
                <dd>{a.enterprise ? 'Enterprise' : a.parentAccountCode ? `Child of ${a.parentAccountCode}` : 'Standard'}</dd>
              </dl>
            </Card>
            <Card title="Contact person">
              <dl className="portal-details">
                <dt>Name</dt>
                <dd>
                  {a.contact.firstName} {a.contact.lastName}
                </dd>
                <dt>Email</dt>
                <dd>{a.contact.email}</dd>
                <dt>Cell number</dt>
                <dd>{a.contact.cellNumber}</dd>
                <dt>Landline</dt>
                <dd>{a.contact.landline ?? 'Not on record'}</dd>
              </dl>
            </Card>
            <Card title="Addresses">
              <dl className="portal-details">
                <dt>Postal address</dt>
                <dd>
                  <AddressLines address={a.postalAddress} />
                </dd>
                <dt>Physical address</dt>
                <dd>
                  <AddressLines address={a.physicalAddress} />
                </dd>
              </dl>
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
