import type { ToolRange } from '@portal/contract/catalogue';
import { useFirewallMetrics } from '../api/get-firewall-metrics';
import { ChartBlock, fmt } from './chart-block';
import { AccountLine, NoServices, ToolContent, ToolPage } from './tool-page';

function FirewallDashboard({ accountId, range }: { accountId: number; range: ToolRange }) {
  const query = useFirewallMetrics(accountId, range);
  return (
    <ToolContent query={query} tool="firewall-metrics" what="firewall figures">
      {(data) =>
        data.firewalls.length === 0 ? (
          <NoServices title="No managed firewalls on this account" />
        ) : (
          <div className="svc-stack">
            <AccountLine account={data.account} range={data.range} />
            {data.firewalls.map((firewall) => {
              const per = data.unit === 'day' ? 'per day' : 'per hour';
              return (
                <section key={firewall.serviceTag} className="portal-card" aria-labelledby={`fw-${firewall.serviceTag}`}>
                  <h2 id={`fw-${firewall.serviceTag}`} className="portal-card__title" style={{ marginTop: 0 }}>
                    {firewall.product} · {firewall.serviceTag}
                  </h2>
                  <dl className="tools-figures">
                    <div>
                      <dt>Sessions</dt>
                      <dd>{fmt.count(firewall.totals.sessions)}</dd>
                    </div>
                    <div>
                      <dt>Threats blocked</dt>
                      <dd>{fmt.count(firewall.totals.threatsBlocked)}</dd>
                    </div>
                  </dl>
                  <div className="tools-charts">
                    <ChartBlock
                      title={`Sessions ${per}`}
                      subject={firewall.serviceTag}
                      times={data.times}
                      unit={data.unit}
                      series={[{ label: 'Sessions', values: firewall.sessions, kind: 'bar' }]}
                      formatValue={fmt.count}
                    />
                    <ChartBlock
                      title={`Threats blocked ${per}`}
                      subject={firewall.serviceTag}
                      times={data.times}
                      unit={data.unit}
                      series={[{ label: 'Threats blocked', values: firewall.threatsBlocked, kind: 'bar' }]}
                      formatValue={fmt.count}
                    />
                  </div>
                </section>
              );
            })}
          </div>
        )
      }
    </ToolContent>
  );
}

export default function FirewallMetricsPage() {
  return <ToolPage tool="firewall-metrics">{(props) => <FirewallDashboard {...props} />}</ToolPage>;
}
