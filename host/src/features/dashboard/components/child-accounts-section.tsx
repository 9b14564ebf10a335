import type { ChildAccountOverview, ChildAccountsOverview, ChildRelation, ChildServiceItem } from '@portal/contract/catalogue';
import { Alert, ErrorState, formatCurrency, StatusBadge } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { servicePagePath } from '../../commerce/service-page';
import { useSwitchAccount } from '../../switch-account/api/get-auth-for-account';
import '../child-accounts.css';

const PAGE_SIZE = 10;

/** What the section is called and how its rows are named, by how the children relate to the account. */
const RELATION_TEXT: Record<ChildRelation, { id: string; title: string; one: string; many: string }> = {
  branches: { id: 'branches', title: 'Branches', one: 'branch', many: 'branches' },
  clients: { id: 'clients', title: 'Your clients', one: 'client', many: 'clients' },
  accounts: { id: 'linked-accounts', title: 'Linked accounts', one: 'account', many: 'accounts' },
};

/**
 * An address naming the section (/dashboard#branches, as an alert links to it) brings its top into view once it has
 * loaded, and the focus to it, so that a keyboard or screen-reader user starts there too.
 */
function useLandOnSection(id: string | undefined) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!id || hash !== `#${id}`) return;
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [id, hash]);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A balance as people read it: what is owed, or the credit. */
const balanceText = (balance: number) => (balance < 0 ? `${formatCurrency(-balance)} credit` : formatCurrency(balance));

function summaryOf(rows: ChildAccountOverview[], text: (typeof RELATION_TEXT)[ChildRelation]) {
  const parts = [plural(rows.length, text.one, text.many)];
  const suspended = rows.reduce((n, r) => n + r.suspendedCount, 0);
  if (suspended > 0) parts.push(`${plural(suspended, 'service', 'services')} suspended`);
  if (rows.some((r) => r.overdue !== null)) {
    const overdue = rows.reduce((sum, r) => sum + (r.overdue ?? 0), 0);
    parts.push(overdue > 0 ? `${formatCurrency(overdue)} overdue` : 'nothing overdue');
  }
  return parts.join(' · ');
}

function columnsFor(relation: ChildRelation, showBilling: boolean, openService: (row: ChildAccountOverview, service: ChildServiceItem) => void) {
  const text = RELATION_TEXT[relation];
  const columns: Column<ChildAccountOverview>[] = [
    {
      key: 'customerName',
      header: text.one[0].toUpperCase() + text.one.slice(1),
      render: (row) => (
        <span className="portal-family__name">
          <span className="portal-visually-hidden">Switch to </span>
          <span>{row.customerName}</span> <span className="portal-family__code">{row.accountCode}</span>
        </span>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  ];
  if (showBilling) {
    columns.push(
      { key: 'balance', header: 'Balance', render: (row) => (row.balance === null ? '—' : balanceText(row.balance)) },
      {
        key: 'overdue',
        header: 'Overdue',
        render: (row) => (row.overdue ? <span className="portal-family__overdue">{formatCurrency(row.overdue)}</span> : row.overdue === null ? '—' : 'Nothing overdue'),
      },
    );
  }
  columns.push({
    key: 'services',
    header: 'Services',
    render: (row) => (
      <div className="portal-family__services">
        <span>
          {plural(row.serviceCount, 'service', 'services')}
          {row.suspendedCount > 0 && `, ${row.suspendedCount} suspended`}
        </span>
        {row.suspendedServices.length > 0 && (
          <ul className="portal-family__suspended">
            {row.suspendedServices.map((service) => (
              <li key={service.serviceTag}>
                <button
                  type="button"
                  className="portal-family__service"
                  onClick={(event) => {
                    // The row itself switches to the account's dashboard: this opens the service instead.
                    event.stopPropagation();
                    openService(row, service);
                  }}
                >
                  Open {service.product} ({service.serviceTag})
                </button>{' '}
                <StatusBadge status={service.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  });
  return columns;
}

/**
 * The children of the session's account on its dashboard: an enterprise parent's branches, a reseller's clients.
 * Each row shows the child's status, balance, overdue amount and services (billing figures only with the billing
 * module); choosing a row switches into that account, and a suspended service opens its page in that account.
 * `id` ('branches', 'clients') lets an address such as /dashboard#branches land here.
 */
export function ChildAccountsSection({ overview }: { overview: UseQueryResult<ChildAccountsOverview, Error> }) {
  const headingId = useId();
  const switchTo = useSwitchAccount();
  const data = overview.data;
  useLandOnSection(data && data.accounts.length > 0 ? RELATION_TEXT[data.relation].id : undefined);
  const showBilling = data?.accounts.some((row) => row.balance !== null) ?? false;
  const relation = data?.relation ?? 'accounts';
  const columns = columnsFor(relation, showBilling, (row, service) => !switchTo.isPending && switchTo.mutate({ ...row, to: servicePagePath(service) }));

  if (overview.isError) {
    return (
      <section className="portal-dashboard-section portal-dashboard__wide" aria-label="Linked accounts">
        <ErrorState title="Your linked accounts could not be loaded" message={overview.error.message} onRetry={() => void overview.refetch()} />
      </section>
    );
  }
  if (!data || data.accounts.length === 0) return null;
  const text = RELATION_TEXT[data.relation];
  const pending = switchTo.isPending ? switchTo.variables : undefined;
  return (
    <section id={text.id} className="portal-dashboard-section portal-dashboard__wide" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="portal-dashboard-section__title">
        {text.title}
      </h2>
      <p className="portal-dashboard-card__note">{summaryOf(data.accounts, text)}</p>
      {switchTo.error && <Alert tone="error">{`Failed to select account: ${switchTo.error.message}`}</Alert>}
      {pending && <p role="status">{`Switching to ${pending.customerName} (${pending.accountCode})…`}</p>}
      <DataTable
        columns={columns}
        rows={data.accounts}
        rowKey={(row) => row.accountCode}
        pageSize={PAGE_SIZE}
        filterLabel={`Filter ${text.many}`}
        filterText={(row) => `${row.customerName} ${row.accountCode} ${row.status}`}
        noun={text.many}
        emptyMessage={`No ${text.many} to display.`}
        onRowSelect={(row) => !switchTo.isPending && switchTo.mutate(row)}
        caption={`Choose ${text.one === 'account' ? 'an' : 'a'} ${text.one} to switch to it.`}
      />
    </section>
  );
}
