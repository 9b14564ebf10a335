import type { IrisHost, ToolRange } from '@portal/contract/catalogue';
import { formatDateTime } from '@portal/ui/service-page';
import { useIrisMetrics } from '../api/get-iris-metrics';
import { ChartBlock, fmt } from './chart-block';
import { AccountLine, NoServices, ToolContent, ToolPage } from './tool-page';

const duration = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`);

function HostSection({ host, times, unit }: { host: IrisHost; times: number[]; unit: 'hour' | 'day' }) {
  const id = `iris-${host.serviceTag}`;
  const downMinutes = host.incidents.reduce((sum, i) => sum + i.minutes, 0);
  return (
    <section className="portal-card" aria-labelledby={id}>
      <h2 id={id} className="portal-card__title" style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {host.hostName}
      </h2>
      <p className="tools-muted" style={{ marginTop: 0 }}>
        {host.product} · {host.serviceTag}
      </p>
      <dl className="tools-figures">
        <div>
          <dt>Uptime</dt>
          <dd>{host.uptimePct === null ? '—' : fmt.uptime(host.uptimePct)}</dd>
        </div>
        <div>
          <dt>Incidents</dt>
          <dd>{host.incidents.length}</dd>
        </div>
        <div>
          <dt>Time down</dt>
          <dd>{duration(downMinutes)}</dd>
        </div>
      </dl>
      <ChartBlock
        title={unit === 'day' ? 'Availability per day' : 'Availability per hour'}
        subject={host.hostName}
        times={times}
        unit={unit}
        series={[{ label: 'Availability', values: host.availabilityPct }]}
        formatValue={fmt.uptime}
        fromZero={false}
      />
      <h3 style={{ fontSize: '1rem' }}>Incidents</h3>
      {host.incidents.length === 0 ? (
        <p className="tools-muted">No incidents in this period.</p>
      ) : (
        <ul className="tools-incidents">
          {host.incidents.map((incident) => (
            <li key={incident.startedAt}>
              <strong>{formatDateTime(incident.startedAt)}</strong> · {duration(incident.minutes)}
              <div>{incident.summary}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function IrisDashboard({ accountId, range }: { accountId: number; range: ToolRange }) {
  const query = useIrisMetrics(accountId, range);
  return (
    <ToolContent query={query} tool="iris-metrics" what="monitoring figures">
      {(data) =>
        data.hosts.length === 0 ? (
          <NoServices title="No monitored hosts on this account">
            <p>Iris monitors the hosts of web hosting, co-location and virtual data centre services.</p>
          </NoServices>
        ) : (
          <div className="svc-stack">
            <AccountLine account={data.account} range={data.range} />
            {data.hosts.map((host) => (
              <HostSection key={host.serviceTag} host={host} times={data.times} unit={data.unit} />
            ))}
          </div>
        )
      }
    </ToolContent>
  );
}

export default function IrisMetricsPage() {
  return <ToolPage tool="iris-metrics">{(props) => <IrisDashboard {...props} />}</ToolPage>;
}
