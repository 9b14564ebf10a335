import { Card, PageHeader } from '@portal/ui';
import { Link } from 'react-router-dom';

/** spec §6 can-access for a whole page: what a person sees who typed the address of a page their access leaves out. */
export function NoAccessPage({ areaLabel }: { areaLabel: string }) {
  return (
    <>
      <PageHeader title="You do not have access to this page" />
      <Card>
        <p style={{ marginTop: 0 }}>
          Your access to this account does not include this part of {areaLabel}. Someone with Users &amp; Access on the
          account can give it to you.
        </p>
        <Link to="/dashboard">Go to the dashboard</Link>
      </Card>
    </>
  );
}
