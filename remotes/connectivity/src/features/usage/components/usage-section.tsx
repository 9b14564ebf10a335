import type { UsageDay } from '@portal/contract';
import { Card, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { useUsage, type UsageRange } from '../api/get-usage';
import { usageSummaryText } from '../utils/summarize-usage';
import UsageChart from './usage-chart';
import { UsageRangeSwitch } from './usage-range-switch';
import { UsageTable } from './usage-table';

function UsageFigures({ days, range }: { days: UsageDay[]; range: UsageRange }) {
  if (days.length === 0) return <EmptyState title={`No usage has been recorded in the last ${range} days.`} />;
  const summary = usageSummaryText(days);
  return (
    <>
      <p className="conn-usage__summary">{summary}</p>
      <UsageChart days={days} label={`Bar chart of the data used each day over the last ${days.length} days. ${summary}`} />
      <details className="conn-table-toggle">
        <summary>Show as table</summary>
        <UsageTable days={days} caption={`Data used each day, last ${days.length} days`} />
      </details>
    </>
  );
}

export interface UsageSectionProps {
  serviceTag: string;
  /** One member of a shared-data service. */
  userId?: number;
  title?: string;
}

/** Day by day use over the last 7, 30 or 90 days (30 at first): a chart, a text summary and the days as a table. */
export function UsageSection({ serviceTag, userId, title = 'Data used per day' }: UsageSectionProps) {
  const [range, setRange] = useState<UsageRange>(30);
  const usage = useUsage(serviceTag, range, userId);
  const switching = usage.isPlaceholderData && usage.isFetching;
  let body;
  if (usage.isError && !usage.isFetching) {
    body = <ErrorState title="We could not load the usage" message={usage.error.message} onRetry={() => void usage.refetch()} />;
  } else if (usage.data) {
    body = <UsageFigures days={usage.data.days} range={range} />;
  } else {
    body = <LoadingState label="Loading the usage…" />;
  }
  return (
    <Card title={title} actions={<UsageRangeSwitch value={range} onChange={setRange} />}>
      <div aria-busy={switching || undefined} style={switching ? { opacity: 0.6 } : undefined}>
        {body}
      </div>
    </Card>
  );
}
