import { ACCOUNT_PAGE_SIZE, isActionError, type SwitchAccountItem } from '@portal/contract';
import { Alert, ErrorState, formatDate, LoadingState, Modal, StatusBadge, Tabs } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useMemo, useState } from 'react';
import { useAccounts } from '../api/get-accounts';
import { useSwitchAccount } from '../api/get-auth-for-account';
import { useChildAccounts } from '../api/get-child-accounts';

const columns: Column<SwitchAccountItem>[] = [
  { key: 'accountCode', header: 'Account', render: (a) => `${a.customerName} (${a.accountCode})` },
  { key: 'createDate', header: 'Date', render: (a) => formatDate(a.createDate) },
  { key: 'status', header: 'Status', render: (a) => <StatusBadge status={a.status} /> },
];

/** The current account first, the rest in the server's order (spec §2). */
const currentFirst = (rows: SwitchAccountItem[]) => [...rows.filter((r) => r.current), ...rows.filter((r) => !r.current)];
const filterText = (a: SwitchAccountItem) => `${a.customerName} ${a.accountCode} ${a.status}`;

function AccountTable({ rows, pageSize, onSelect, label }: { rows: SwitchAccountItem[]; pageSize: number; onSelect: (row: SwitchAccountItem) => void; label: string }) {
  const ordered = useMemo(() => currentFirst(rows), [rows]);
  return (
    <DataTable
      columns={columns}
      rows={ordered}
      rowKey={(a) => a.accountCode}
      pageSize={pageSize}
      filterLabel={`Filter ${label.toLowerCase()}`}
      filterText={filterText}
      isHighlighted={(a) => a.current}
      onRowSelect={(a) => !a.current && onSelect(a)}
      caption={label}
    />
  );
}

/**
 * spec §2 Switch Account: Parent Accounts and Child Accounts (tabs only when there is more than one
 * child account), a filter and Clear per table, the current account highlighted and first, pages of 5
 * parents and 25 children. The lists are cached for 600 s (spec §7).
 */
export function SwitchAccountModal({ onClose }: { onClose: () => void }) {
  const parents = useAccounts();
  const children = useChildAccounts();
  const [tab, setTab] = useState<'parents' | 'children'>('parents');
  const switchTo = useSwitchAccount();

  const childRows = children.data?.accounts ?? [];
  const showTabs = childRows.length > 1;
  const failed = parents.error ?? children.error;

  const body = () => {
    if (failed) {
      return (
        <ErrorState
          title="Your accounts could not be loaded"
          message={isActionError(failed) || failed instanceof Error ? failed.message : String(failed)}
          onRetry={() => {
            void parents.refetch();
            void children.refetch();
          }}
        />
      );
    }
    if (!parents.data || !children.data) return <LoadingState label="Loading your accounts" />;
    const parentTable = <AccountTable rows={parents.data.accounts} pageSize={ACCOUNT_PAGE_SIZE.parent} onSelect={switchTo.mutate} label="Parent Accounts" />;
    const childTable = <AccountTable rows={childRows} pageSize={ACCOUNT_PAGE_SIZE.child} onSelect={switchTo.mutate} label="Child Accounts" />;
    if (!showTabs) {
      return (
        <>
          {parentTable}
          {childRows.length === 1 && childTable}
        </>
      );
    }
    return (
      <Tabs
        ariaLabel="Account lists"
        tabs={[
          { id: 'parents', label: 'Parent Accounts' },
          { id: 'children', label: 'Child Accounts' },
        ]}
        active={tab}
        onChange={(id) => setTab(id as 'parents' | 'children')}
      >
        {tab === 'parents' ? parentTable : childTable}
      </Tabs>
    );
  };

  return (
    <Modal open title="Switch Account" size="lg" onClose={switchTo.isPending ? undefined : onClose}>
      {switchTo.error && <Alert tone="error">{`Failed to select account: ${switchTo.error.message}`}</Alert>}
      {switchTo.isPending && <p role="status">Switching account…</p>}
      {body()}
    </Modal>
  );
}
