import { paths, type ServiceDetail } from '@portal/contract';
import type { HostedDomain, RestoreRequest, WebHostingOverview } from '@portal/contract/catalogue';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, formatDate, LoadingState, Select, TextField } from '@portal/ui';
import { MetricChart, MetricTable } from '@portal/ui/chart';
import { DataTable, type Column } from '@portal/ui/data-table';
import { isChangeable, PendingBadge, RecentChanges, ServiceGate, ServiceHeader } from '@portal/ui/service-page';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { CLOUD_AREA } from '../../service-frame/cloud-areas';
import { useWebHosting, webHostingPending } from '../api/get-web-hosting';
import { dayTimes, errorText, sizeText } from '../hosting-format';
import '../hosting.css';
import { ConfirmDialog, Meter, SecretDialog } from '@portal/ui/service-page';
import { useAddHostingDomain } from '../api/add-hosting-domain';
import { useChooseRestoreBackup } from '../api/choose-restore-backup';
import { useRemoveHostingDomain } from '../api/remove-hosting-domain';
import { domainResolver, type DomainValues } from '../hosting-forms';
import { useResetFtpPassword } from '../api/reset-ftp-password';

/** Days before expiry a certificate is flagged (the contract's SSL_WARNING_DAYS; not imported: browser code takes types only). */
const SSL_WARNING_DAYS = 30;

function Usage({ data }: { data: WebHostingOverview }) {
  const times = useMemo(() => dayTimes(data.usage.days), [data.usage.days]);
  const disk = useMemo(() => [{ label: 'Disk in use', values: data.usage.diskMb }], [data.usage.diskMb]);
  const bandwidth = useMemo(() => [{ label: 'Bandwidth used', values: data.usage.bandwidthMb, kind: 'bar' as const }], [data.usage.bandwidthMb]);
  const { limits, used } = data;
  return (
    <Card title="Disk and bandwidth">
      <div className="host-meters">
        <Meter label="Disk space" used={used.diskMb} total={limits.diskMb} text={`${sizeText(used.diskMb)} of ${sizeText(limits.diskMb)}`} />
        <Meter label="Bandwidth this month" used={used.bandwidthMb} total={limits.bandwidthMb} text={`${sizeText(used.bandwidthMb)} of ${sizeText(limits.bandwidthMb)}`} />
      </div>
      {times.length === 0 ? (
        <p>No readings yet: they appear after your site's first full day.</p>
      ) : (
        <>
          <h3>Disk in use, last 30 days</h3>
          <MetricChart label={`Disk in use each day over the last ${times.length} days, against ${sizeText(limits.diskMb)} on your plan`} times={times} series={disk} formatValue={sizeText} />
          <MetricTable caption="Disk in use each day" times={times} series={disk} formatValue={sizeText} />
          <h3>Bandwidth used per day, last 30 days</h3>
          <MetricChart label={`Bandwidth used per day over the last ${times.length} days`} times={times} series={bandwidth} formatValue={sizeText} />
          <MetricTable caption="Bandwidth used each day" times={times} series={bandwidth} formatValue={sizeText} />
        </>
      )}
    </Card>
  );
}

function SslText({ domain }: { domain: HostedDomain }) {
  if (!domain.ssl) return <div className="svc-list__meta">SSL certificate: issued once the domain is set up</div>;
  const { daysLeft, expiresOn, issuer } = domain.ssl;
  if (daysLeft < 0) return <div className="host-warning">SSL certificate expired on {formatDate(expiresOn)}</div>;
  if (daysLeft < SSL_WARNING_DAYS) {
    return (
      <div className="host-warning">
        SSL certificate expires in {daysLeft} {daysLeft === 1 ? 'day' : 'days'} ({formatDate(expiresOn)}). It renews on its own; if it does not, log a ticket.
      </div>
    );
  }
  return (
    <div className="svc-list__meta">
      SSL certificate ({issuer}) valid until {formatDate(expiresOn)}
    </div>
  );
}

function Domains({ service, data, changeable, onMessage }: { service: ServiceDetail; data: WebHostingOverview; changeable: boolean; onMessage: (m: string) => void }) {
  const add = useAddHostingDomain(service.serviceTag);
  const remove = useRemoveHostingDomain(service.serviceTag);
  const [removing, setRemoving] = useState<string | null>(null);
  const full = data.domains.length >= data.limits.domains;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DomainValues>({ mode: 'onSubmit', resolver: domainResolver, defaultValues: { domain: '' } });
  const submit = handleSubmit((values) =>
    add.mutate(
      { serviceTag: service.serviceTag, domain: values.domain.trim() },
      {
        onSuccess: (r) => {
          reset();
          onMessage(r.message);
        },
        onError: (error) => setError('domain', { message: errorText(error) }),
      },
    ),
  );
  return (
    <Card title="Domains">
      <p style={{ marginTop: 0 }}>
        {data.domains.length} of {data.limits.domains} {data.limits.domains === 1 ? 'domain' : 'domains'} on your plan.
      </p>
      {data.domains.length === 0 ? (
        <EmptyState title="No domains are on this hosting yet." />
      ) : (
        <ul className="svc-list" aria-label="Domains">
          {data.domains.map((d) => (
            <li key={d.name} className="svc-list__item">
              <div className="svc-list__main">
                <div className="host-name">
                  {d.name}
                  {d.primary ? ' (main domain)' : ''}
                </div>
                <SslText domain={d} />
                <PendingBadge pending={d.pending} />
              </div>
              {changeable && !d.primary && !d.pending && (
                <Button variant="ghost" aria-label={`Remove ${d.name}`} onClick={() => setRemoving(d.name)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {changeable &&
        (full ? (
          <p className="svc-list__meta">All the domains of your plan are in use. Remove one to add another, or upgrade for more.</p>
        ) : (
          <form className="svc-form" style={{ marginTop: 16 }} noValidate onSubmit={(e) => void submit(e)} aria-label="Add a domain">
            <TextField
              label="Domain to add"
              hint="A domain you own, like example.co.za. Point its DNS to us."
              autoCapitalize="none"
              spellCheck={false}
              error={errors.domain?.message}
              {...register('domain')}
            />
            <div className="svc-form__submit">
              <Button type="submit" busy={add.isPending}>
                Add domain
              </Button>
            </div>
          </form>
        ))}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing}?`}
          confirmLabel="Remove domain"
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { serviceTag: service.serviceTag, domain: removing },
              {
                onSuccess: (r) => {
                  setRemoving(null);
                  onMessage(r.message);
                },
              },
            )
          }
        >
          <p>The website stops answering at {removing} and its SSL certificate is withdrawn. Your files stay on the hosting.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function FtpUser({ service, data, changeable, onMessage }: { service: ServiceDetail; data: WebHostingOverview; changeable: boolean; onMessage: (m: string) => void }) {
  const reset = useResetFtpPassword(service.serviceTag);
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<{ username: string; password: string } | null>(null);
  const user = data.ftpUser;
  return (
    <Card title="FTP / SFTP access">
      {!user ? (
        <EmptyState title="This hosting has no FTP user." />
      ) : (
        <>
          <dl className="host-details">
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Server</dt>
            <dd>
              {user.host}, port {user.port} ({user.protocol})
            </dd>
            <dt>Password</dt>
            <dd>
              {user.passwordChangedOn ? `Last changed ${formatDate(user.passwordChangedOn)}` : 'Set'} <PendingBadge pending={user.pending} />
            </dd>
          </dl>
          {changeable && !user.pending && (
            <p style={{ marginBottom: 0 }}>
              <Button variant="secondary" onClick={() => setAsking(true)}>
                Reset FTP password
              </Button>
            </p>
          )}
        </>
      )}
      {asking && user && (
        <ConfirmDialog
          title={`Reset the password of ${user.username}?`}
          confirmLabel="Reset password"
          danger={false}
          busy={reset.isPending}
          error={reset.error ? errorText(reset.error) : null}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            reset.mutate(
              { serviceTag: service.serviceTag },
              {
                onSuccess: (r) => {
                  setAsking(false);
                  onMessage(r.message);
                  setSecret({ username: r.username, password: r.password });
                },
              },
            )
          }
        >
          <p>A new password is made and shown to you once. The old password stops working, so FTP programs and deploy tools will need the new one.</p>
        </ConfirmDialog>
      )}
      {secret && <SecretDialog
          title="New FTP password"
          owner={`FTP user ${secret.username}`}
          password={secret.password}
          advice="Copy it now into your FTP program or password manager."
          onClose={() => setSecret(null)}
        />}
    </Card>
  );
}

/** The backups kept (14 at most: one page). */
const BACKUP_COLUMNS: Column<WebHostingOverview['backups'][number]>[] = [
  { key: 'date', header: 'Backup of', rowHeader: true, render: (b) => formatDate(b.date) },
  { key: 'sizeMb', header: 'Size', numeric: true, render: (b) => sizeText(b.sizeMb) },
];

const RESTORE_STATUS: Record<RestoreRequest['status'], string> = { requested: 'Ordered', 'in-progress': 'Being restored', done: 'Restored', cancelled: 'Cancelled' };

function Backups({ service, data, changeable }: { service: ServiceDetail; data: WebHostingOverview; changeable: boolean }) {
  const choose = useChooseRestoreBackup(service.serviceTag);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [date, setDate] = useState(data.backups[0]?.date ?? '');
  const product = data.restoreProduct;
  const order = () =>
    choose.mutate(
      { serviceTag: service.serviceTag, backupDate: date },
      {
        onSuccess: () => {
          if (!product) return;
          writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId: product.productId, quantity: 1 }], upgrade: false, upgradeRoute: pathname });
          navigate(paths.confirmPurchase);
        },
      },
    );
  return (
    <Card title="Backups">
      <p style={{ marginTop: 0 }}>Your website and its databases are backed up every night. We keep the last 14.</p>
      {data.backups.length === 0 ? (
        <EmptyState title="There are no backups yet: the first is made tonight." />
      ) : (
        <DataTable
          label="Backups kept, newest first"
          columns={BACKUP_COLUMNS}
          rows={data.backups}
          rowKey={(b) => b.date}
          pageSize={15}
          filterable={false}
          noun="backups"
          pagesLabel="Pages of backups"
        />
      )}
      {changeable && product && data.backups.length > 0 && (
        <div className="host-form" style={{ marginTop: 16 }}>
          <h3 style={{ margin: 0 }}>Restore your website</h3>
          <p style={{ margin: 0 }}>
            We put your website back as it was on the day you choose. It costs {formatCurrency(product.price)}, on your next invoice. Changes made since that day are lost.
          </p>
          <Select label="Backup to restore" options={data.backups.map((b) => ({ id: b.date, text: `${formatDate(b.date)} (${sizeText(b.sizeMb)})` }))} value={date} onChange={(e) => setDate(e.target.value)} />
          <div className="svc-form__submit">
            <Button onClick={order} busy={choose.isPending}>
              Order restore
            </Button>
          </div>
          {choose.error && <Alert tone="error">{errorText(choose.error)}</Alert>}
        </div>
      )}
      <h3>Restores ordered</h3>
      {data.restores.length === 0 ? (
        <p>You have not ordered a restore.</p>
      ) : (
        <ul className="svc-list" aria-label="Restores ordered">
          {data.restores.map((r) => (
            <li key={r.reference} className="svc-list__item">
              <div className="svc-list__main">
                <div className="host-name">{r.backupDate ? `Backup of ${formatDate(r.backupDate)}` : 'Backup to be confirmed with you'}</div>
                <div className="svc-list__meta">
                  Ordered {formatDate(r.orderDate)} · {r.reference}
                </div>
              </div>
              {r.status === 'requested' || r.status === 'in-progress' ? <span className="svc-pending">{RESTORE_STATUS[r.status]}</span> : <span>{RESTORE_STATUS[r.status]}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function WebHostingView({ service }: { service: ServiceDetail }) {
  const hosting = useWebHosting(service.serviceTag);
  const [message, setMessage] = useState<string | null>(null);
  const changeable = isChangeable(service);

  let body;
  if (hosting.data) {
    const data = hosting.data;
    body = (
      <>
        <Usage data={data} />
        <Domains service={service} data={data} changeable={changeable} onMessage={setMessage} />
        <FtpUser service={service} data={data} changeable={changeable} onMessage={setMessage} />
        <Backups service={service} data={data} changeable={changeable} />
      </>
    );
  } else if (hosting.isError && !hosting.isFetching) {
    body = <ErrorState title="We could not load your hosting" message={errorText(hosting.error)} onRetry={() => void hosting.refetch()} />;
  } else {
    body = <LoadingState label="Loading your hosting…" />;
  }
  return (
    <>
      <ServiceHeader service={service} area={CLOUD_AREA} />
      {message && (
        <Alert tone="success" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <div className="svc-stack">
        {body}
        <RecentChanges serviceTag={service.serviceTag} poll={webHostingPending(hosting.data)} />
      </div>
    </>
  );
}

/** /services/cloud/{web-hosting|personal-web-hosting}/{serviceTag}: disk and bandwidth, domains and SSL, FTP, backups. */
export default function WebHostingPage({ type }: { type: 'web-hosting' | 'personal-web-hosting' }) {
  return (
    <ServiceGate area={CLOUD_AREA} type={type} loadingLabel="Loading your hosting…">
      {(service) => <WebHostingView service={service} />}
    </ServiceGate>
  );
}

