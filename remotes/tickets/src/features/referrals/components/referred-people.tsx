import { EmptyState, StatusBadge } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useId } from 'react';
import { formatCurrency, formatLocalDate } from '@portal/contract/format';
import type { ReferralLead } from '../api/get-referrals';

const rewardText = (lead: ReferralLead) =>
  lead.reward !== null ? formatCurrency(lead.reward) : lead.status === 'Not interested' ? 'None' : 'Not yet';

const columns: Column<ReferralLead>[] = [
  { key: 'name', header: 'Name' },
  { key: 'submittedAt', header: 'Referred on', render: (lead) => formatLocalDate(lead.submittedAt) },
  { key: 'status', header: 'Status', render: (lead) => <StatusBadge status={lead.status} /> },
  { key: 'reward', header: 'Reward', render: rewardText },
];

/** The people referred, newest first, with where each stands and the credit each earned. */
export function ReferredPeople({ leads }: { leads: ReferralLead[] }) {
  const headingId = useId();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        People you referred
      </h2>
      {leads.length === 0 ? (
        <EmptyState title="You have not referred anyone yet.">
          <p>Share your link: each friend who fills in the form shows here, with the credit you earn.</p>
        </EmptyState>
      ) : (
        <DataTable
          columns={columns}
          rows={leads}
          rowKey={(lead) => String(lead.id)}
          pageSize={10}
          filterLabel="Search people you referred"
          filterText={(lead) => `${lead.name} ${lead.status}`}
          noun="people"
          emptyMessage="You have not referred anyone yet."
          noMatchMessage="Nobody you referred matches your search."
        />
      )}
    </section>
  );
}
