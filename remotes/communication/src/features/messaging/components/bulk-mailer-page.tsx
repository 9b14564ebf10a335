import type { ServiceDetail } from '@portal/contract';
import type { BulkMailerDetail, ContactList } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatDate, LoadingState, Modal, TextField } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useState, type FormEvent } from 'react';
import { communicationPath, CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import '../messaging.css';
import { useBulkMailer } from '../api/get-bulk-mailer';
import { formatCount, formatRate } from '../messaging-format';
import { CreditsCard } from './credits-card';
import { withoutField } from './sms-page';
import { useAddContactList } from '../api/add-contact-list';
import { useRemoveContactList } from '../api/remove-contact-list';
import { useRenameContactList } from '../api/rename-contact-list';

const NAME_MAX = 60;
const checkName = (name: string) => (!name.trim() ? 'Please give the list a name.' : name.trim().length > NAME_MAX ? `A list name is at most ${NAME_MAX} characters.` : null);

type Notice = { tone: 'success' | 'error'; text: string } | null;

function AddListForm({ service, onNotice }: { service: ServiceDetail; onNotice: (n: Notice) => void }) {
  const add = useAddContactList(service.serviceTag);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkName(name);
    setError(problem);
    if (problem) return;
    add.mutate(
      { serviceTag: service.serviceTag, name: name.trim() },
      {
        onSuccess: (answer) => {
          onNotice({ tone: 'success', text: answer.message });
          setName('');
        },
        onError: (failure) => setError(withoutField(failure.message)),
      },
    );
  };
  return (
    <form className="svc-form" onSubmit={submit} noValidate aria-label="Create a contact list">
      <TextField label="New list name" name="name" value={name} maxLength={NAME_MAX + 20} error={error ?? undefined} onChange={(e) => setName(e.target.value)} />
      <div className="svc-form__submit">
        <Button type="submit" busy={add.isPending}>
          Create list
        </Button>
      </div>
    </form>
  );
}

function RenameDialog({ service, list, onClose, onNotice }: { service: ServiceDetail; list: ContactList; onClose: () => void; onNotice: (n: Notice) => void }) {
  const rename = useRenameContactList(service.serviceTag);
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = checkName(name);
    setError(problem);
    if (problem) return;
    rename.mutate(
      { serviceTag: service.serviceTag, listKey: list.listKey, name: name.trim() },
      {
        onSuccess: (answer) => {
          onNotice({ tone: 'success', text: answer.message });
          onClose();
        },
        onError: (failure) => setError(withoutField(failure.message)),
      },
    );
  };
  return (
    <Modal
      open
      title={`Rename ${list.name}`}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={rename.isPending} onClick={() => submit()}>
            Rename list
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField label="List name" name="name" value={name} maxLength={NAME_MAX + 20} error={error ?? undefined} onChange={(e) => setName(e.target.value)} autoFocus />
      </form>
    </Modal>
  );
}

function DeleteDialog({ service, list, onClose, onNotice }: { service: ServiceDetail; list: ContactList; onClose: () => void; onNotice: (n: Notice) => void }) {
  const remove = useRemoveContactList(service.serviceTag);
  const confirm = () =>
    remove.mutate(
      { serviceTag: service.serviceTag, listKey: list.listKey },
      {
        onSuccess: (answer) => onNotice({ tone: 'success', text: answer.message }),
        onError: (failure) => onNotice({ tone: 'error', text: failure.message }),
        onSettled: onClose,
      },
    );
  return (
    <Modal
      open
      title={`Delete ${list.name}?`}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={confirm}>
            Delete list
          </Button>
        </>
      }
    >
      <p>
        The list and its {formatCount(list.contacts)} contacts are deleted. Campaigns already sent to it stay in your history.
      </p>
    </Modal>
  );
}

function ListsCard({ service, mailer }: { service: ServiceDetail; mailer: BulkMailerDetail }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [renaming, setRenaming] = useState<ContactList | null>(null);
  const [deleting, setDeleting] = useState<ContactList | null>(null);
  const changeable = isChangeable(service);
  const limit = mailer.contactLimit;
  return (
    <Card title="Contact lists">
      <p>
        {formatCount(mailer.contactsTotal)} contacts{limit !== null && <> of the {formatCount(limit)} your plan holds</>}.
      </p>
      {limit !== null && <progress className="msg-meter" max={Math.max(limit, mailer.contactsTotal)} value={mailer.contactsTotal} aria-label={`${formatCount(mailer.contactsTotal)} of ${formatCount(limit)} contacts`} />}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {mailer.lists.length === 0 ? (
        <EmptyState title="You have no contact lists yet." />
      ) : (
        <ul className="svc-list" aria-label="Contact lists">
          {mailer.lists.map((list) => (
            <li key={list.listKey} className="svc-list__item">
              <div className="svc-list__main">
                <strong>{list.name}</strong> <PendingBadge pending={list.pending} />
                <div className="svc-list__meta">{formatCount(list.contacts)} contacts</div>
              </div>
              {changeable && !list.pending && (
                <div className="svc-list__buttons">
                  <Button variant="secondary" onClick={() => setRenaming(list)} aria-label={`Rename ${list.name}`}>
                    Rename
                  </Button>
                  <Button variant="secondary" onClick={() => setDeleting(list)} aria-label={`Delete ${list.name}`}>
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {changeable && <AddListForm service={service} onNotice={setNotice} />}
      {renaming && <RenameDialog service={service} list={renaming} onClose={() => setRenaming(null)} onNotice={setNotice} />}
      {deleting && <DeleteDialog service={service} list={deleting} onClose={() => setDeleting(null)} onNotice={setNotice} />}
    </Card>
  );
}

const campaignColumns: Column<BulkMailerDetail['campaigns'][number]>[] = [
  { key: 'name', header: 'Campaign', rowHeader: true },
  { key: 'sentAt', header: 'Sent', render: (c) => formatDate(c.sentAt) },
  { key: 'recipients', header: 'Recipients', numeric: true, render: (c) => formatCount(c.recipients) },
  { key: 'opens', header: 'Opens', numeric: true, render: (c) => `${formatCount(c.opens)} (${formatRate(c.openRate)})` },
  { key: 'bounces', header: 'Bounces', numeric: true, render: (c) => `${formatCount(c.bounces)} (${formatRate(c.bounceRate)})` },
];

function CampaignsCard({ mailer }: { mailer: BulkMailerDetail }) {
  return (
    <Card title="Campaigns sent">
      {mailer.campaigns.length === 0 ? (
        <EmptyState title="No campaigns have been sent yet." />
      ) : (
        <DataTable
          columns={campaignColumns}
          rows={mailer.campaigns}
          rowKey={(c) => `${c.sentAt}-${c.name}`}
          pageSize={10}
          filterLabel="Find a campaign"
          filterText={(c) => c.name}
          label="Campaigns sent, newest first"
          pagesLabel="Pages of campaigns"
          noun="campaigns"
          noMatchMessage="No campaign has that name."
        />
      )}
    </Card>
  );
}

function BulkMailerView({ service }: { service: ServiceDetail }) {
  const mailer = useBulkMailer(service.serviceTag);
  let body;
  if (mailer.data) {
    const pending = mailer.data.lists.some((l) => l.pending);
    body = (
      <>
        <div className="svc-grid">
          <CreditsCard service={service} credits={mailer.data.credits} unit="email credits" perCredit="one recipient of a campaign" />
          <ListsCard service={service} mailer={mailer.data} />
        </div>
        <div className="svc-stack" style={{ marginTop: 16 }}>
          <CampaignsCard mailer={mailer.data} />
          <RecentChanges serviceTag={service.serviceTag} poll={pending} />
        </div>
      </>
    );
  } else if (mailer.isError && !mailer.isFetching) {
    body = <ErrorState title="We could not load your bulk mailer" message={mailer.error.message} onRetry={() => void mailer.refetch()} />;
  } else {
    body = <LoadingState label="Loading your lists and campaigns…" />;
  }
  const links = service.can.upgrade ? [{ label: 'Change plan', to: communicationPath(service.type, service.serviceTag, 'upgrade'), primary: true }] : [];
  return (
    <>
      <ServiceHeader service={service} links={links} />
      {body}
    </>
  );
}

/** /services/communication/bulk-mailer/{serviceTag}: credits, contact lists and campaigns. */
export default function BulkMailerPage() {
  return (
    <CommunicationServiceGate type="bulk-mailer" loadingLabel="Loading your bulk mailer…">
      {(service) => <BulkMailerView service={service} />}
    </CommunicationServiceGate>
  );
}
