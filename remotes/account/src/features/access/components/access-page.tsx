import type { AccessUser, ActionOutput } from '@portal/contract';
import { AccountSectionHeader, Alert, Button, Card, EmptyState, VisuallyHidden } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { useUsers } from '../api/get-users';
import { moduleLabel } from '../modules';
import { AddUserDialog } from './add-user-dialog';
import { ChangeModulesDialog } from './change-modules-dialog';
import { RemoveUserDialog } from './remove-user-dialog';

type UsersResult = ActionOutput<'account.access.GetUsers'>;
type Dialog = { kind: 'add' } | { kind: 'modules'; user: AccessUser } | { kind: 'remove'; user: AccessUser } | null;

/** The server refuses changes to someone holding a module the signed-in person lacks. */
export const BEYOND_YOU = 'Has modules you do not have';

const fullName = (u: AccessUser) => `${u.firstName} ${u.lastName}`;
const userKey = (u: AccessUser) => `${u.accountCode}:${u.personId}`;

function UserActions({ user, onDialog }: { user: AccessUser; onDialog: (dialog: Dialog) => void }) {
  if (!user.manageable) return <span style={{ color: 'var(--portal-muted)' }}>{BEYOND_YOU}</span>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
      <Button variant="secondary" onClick={() => onDialog({ kind: 'modules', user })}>
        Change modules<VisuallyHidden> of {fullName(user)}</VisuallyHidden>
      </Button>
      {!user.isSelf && (
        <Button variant="danger" onClick={() => onDialog({ kind: 'remove', user })}>
          Remove<VisuallyHidden> {fullName(user)}</VisuallyHidden>
        </Button>
      )}
    </span>
  );
}

const PAGE_SIZE = 10;
const nameOf = (u: AccessUser) => (u.isSelf ? `${fullName(u)} (you)` : fullName(u));
const modulesOf = (u: AccessUser) => (u.portalModules.length ? u.portalModules.map(moduleLabel).join(', ') : 'None');
const roleOf = (u: AccessUser) => (u.role === 'reseller' ? 'Reseller' : 'Customer');

function UserTable({ users, label, onDialog }: { users: AccessUser[]; label: string; onDialog: (dialog: Dialog) => void }) {
  const columns: Column<AccessUser>[] = [
    { key: 'name', header: 'Name', render: nameOf },
    { key: 'cellNumberMasked', header: 'Cell number' },
    { key: 'role', header: 'Role', render: roleOf },
    { key: 'portalModules', header: 'Modules', render: modulesOf },
    { key: 'actions', header: 'Actions', render: (u) => <UserActions user={u} onDialog={onDialog} /> },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={users}
      rowKey={userKey}
      pageSize={PAGE_SIZE}
      // A handful of people needs no search box; a long list does.
      filterable={users.length > PAGE_SIZE}
      filterLabel="Search people"
      filterText={(u) => `${fullName(u)} ${u.cellNumberMasked} ${roleOf(u)} ${modulesOf(u)}`}
      noun={users.length === 1 ? 'person' : 'people'}
      noMatchMessage="Nobody matches your search."
      pagesLabel={`Pages of ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
    />
  );
}

/** One table per account: on a parent account its children's people are listed under each child. */
function UsersByAccount({ data, onDialog }: { data: UsersResult; onDialog: (dialog: Dialog) => void }) {
  if (data.users.length === 0) return <EmptyState title="No people can use this account yet." />;
  if (data.accounts.length <= 1) return <UserTable users={data.users} label="People who may use this account" onDialog={onDialog} />;
  return (
    <>
      {data.accounts.map((account) => {
        const users = data.users.filter((u) => u.accountCode === account.accountCode);
        const name = `${account.customerName} (${account.accountCode})`;
        return (
          <section key={account.accountCode} aria-label={name} style={{ marginBottom: 20 }}>
            <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>{name}</h3>
            {users.length ? (
              <UserTable users={users} label={`People who may use ${name}`} onDialog={onDialog} />
            ) : (
              <p style={{ color: 'var(--portal-muted)' }}>Nobody has been added to this account yet.</p>
            )}
          </section>
        );
      })}
    </>
  );
}

function AccessManager() {
  const users = useUsers();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<{ message: string; key: number } | null>(null);
  const finish = (message: string) => {
    setDialog(null);
    setDone({ message, key: Date.now() });
  };
  const data = users.data;

  return (
    <Card
      title="Users & Access"
      actions={
        data && data.grantableModules.length > 0 ? (
          <Button
            onClick={() => {
              setDone(null);
              setDialog({ kind: 'add' });
            }}
          >
            Add a person
          </Button>
        ) : undefined
      }
    >
      <p style={{ marginTop: 0, color: 'var(--portal-muted)' }}>The people who may use this account, and what each of them may use.</p>
      {done && (
        <Alert key={done.key} tone="success" onClose={() => setDone(null)}>
          {done.message}
        </Alert>
      )}
      <QueryContent query={users} loadingLabel="Loading the people on this account…" errorTitle="We could not load the people on this account">
        {(result) => <UsersByAccount data={result} onDialog={setDialog} />}
      </QueryContent>
      {data && dialog?.kind === 'add' && (
        <AddUserDialog accounts={data.accounts} grantableModules={data.grantableModules} onClose={() => setDialog(null)} onAdded={finish} />
      )}
      {data && dialog?.kind === 'modules' && (
        <ChangeModulesDialog user={dialog.user} grantableModules={data.grantableModules} onClose={() => setDialog(null)} onChanged={finish} />
      )}
      {dialog?.kind === 'remove' && <RemoveUserDialog user={dialog.user} onClose={() => setDialog(null)} onRemoved={finish} />}
    </Card>
  );
}

/** spec §2 Users & Access. The host shows the page only to a token with the 'access' module (spec §6). */
export default function AccessPage() {
  return (
    <>
      <AccountSectionHeader />
      <AccessManager />
    </>
  );
}
