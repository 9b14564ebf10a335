import type { NetworkLine } from '@portal/contract/catalogue';
import { Select } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useState } from 'react';
import { useNetworkMetrics } from '../api/get-network-metrics';
import { ChartBlock, fmt } from './chart-block';
import { AccountLine, NoServices, ToolContent, ToolPage } from './tool-page';

const dash = (value: number | null, format: (v: number) => string) => (value === null ? '—' : format(value));

const LINE_COLUMNS: Column<NetworkLine>[] = [
  {
    key: 'serviceTag',
    header: 'Service',
    rowHeader: true,
    render: (line) => (
      <>
        {line.serviceTag}
        <div className="tools-muted">{line.product}</div>
      </>
    ),
  },
  { key: 'avgLatencyMs', header: 'Average latency', numeric: true, render: (line) => dash(line.summary.avgLatencyMs, fmt.ms) },
  { key: 'avgLossPct', header: 'Average packet loss', numeric: true, render: (line) => dash(line.summary.avgLossPct, fmt.pct) },
  { key: 'peakDownMbps', header: 'Peak down', numeric: true, render: (line) => dash(line.summary.peakDownMbps, fmt.mbps) },
  { key: 'peakUpMbps', header: 'Peak up', numeric: true, render: (line) => dash(line.summary.peakUpMbps, fmt.mbps) },
];

const LINES_PER_PAGE = 10;

/** Every line's figures over the range, side by side; a filter box once the lines run past a page. */
function LinesTable({ lines }: { lines: NetworkLine[] }) {
  return (
    <DataTable
      label="Line quality of each connectivity service over the range"
      columns={LINE_COLUMNS}
      rows={lines}
      rowKey={(line) => line.serviceTag}
      pageSize={LINES_PER_PAGE}
      filterable={lines.length > LINES_PER_PAGE}
      filterLabel="Find a service"
      filterText={(line) => `${line.serviceTag} ${line.product}`}
      noun="services"
      noMatchMessage="No service matches your search."
      pagesLabel="Pages of services"
    />
  );
}

function LineCharts({ line, times, unit }: { line: NetworkLine; times: number[]; unit: 'hour' | 'day' }) {
  const per = unit === 'day' ? ' (daily average)' : '';
  const { summary } = line;
  return (
    <div className="tools-charts">
      <ChartBlock
        title={`Latency${per}`}
        subject={line.serviceTag}
        times={times}
        unit={unit}
        series={[{ label: 'Latency', values: line.latencyMs }]}
        formatValue={fmt.ms}
        fromZero={false}
        summary={summary.avgLatencyMs === null ? undefined : `Average ${fmt.ms(summary.avgLatencyMs)} round trip to our core network.`}
      />
      <ChartBlock
        title={`Packet loss${per}`}
        subject={line.serviceTag}
        times={times}
        unit={unit}
        series={[{ label: 'Packet loss', values: line.lossPct }]}
        formatValue={fmt.pct}
        summary={summary.avgLossPct === null ? undefined : `Average ${fmt.pct(summary.avgLossPct)} of packets lost.`}
      />
      <ChartBlock
        title={`Throughput${per}`}
        subject={line.serviceTag}
        times={times}
        unit={unit}
        series={[
          { label: 'Down', values: line.downMbps },
          { label: 'Up', values: line.upMbps },
        ]}
        formatValue={fmt.mbps}
        summary={
          summary.peakDownMbps === null || summary.peakUpMbps === null
            ? undefined
            : `Peaks of ${fmt.mbps(summary.peakDownMbps)} down and ${fmt.mbps(summary.peakUpMbps)} up.`
        }
      />
    </div>
  );
}

function NetworkDashboard({ accountId, range }: { accountId: number; range: '24h' | '7d' | '30d' }) {
  const query = useNetworkMetrics(accountId, range);
  const [chosen, setChosen] = useState<string>('');
  return (
    <ToolContent query={query} tool="network" what="network figures">
      {(data) => {
        if (data.services.length === 0) return <NoServices title="No connectivity services on this account" />;
        const line = data.services.find((l) => l.serviceTag === chosen) ?? data.services.find((l) => l.summary.avgLatencyMs !== null) ?? data.services[0];
        return (
          <div className="svc-stack">
            <AccountLine account={data.account} range={data.range} />
            <LinesTable lines={data.services} />
            <section aria-labelledby="tools-line-heading" className="svc-stack">
              <h2 id="tools-line-heading" style={{ fontSize: '1.15rem', margin: 0 }}>
                {line.serviceTag} · {line.product}
              </h2>
              {data.services.length > 1 && (
                <div style={{ maxWidth: 420 }}>
                  <Select
                    label="Show the charts of"
                    value={line.serviceTag}
                    onChange={(event) => setChosen(event.target.value)}
                    options={data.services.map((l) => ({ id: l.serviceTag, text: `${l.serviceTag} · ${l.product}` }))}
                  />
                </div>
              )}
              <LineCharts line={line} times={data.times} unit={data.unit} />
            </section>
          </div>
        );
      }}
    </ToolContent>
  );
}

export default function NetworkPage() {
  return <ToolPage tool="network">{(props) => <NetworkDashboard {...props} />}</ToolPage>;
}
