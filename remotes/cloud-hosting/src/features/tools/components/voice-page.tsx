import type { ToolRange } from '@portal/contract/catalogue';
import { useVoiceMetrics } from '../api/get-voice-metrics';
import { ChartBlock, fmt } from './chart-block';
import { AccountLine, NoServices, ToolContent, ToolPage } from './tool-page';

/** How a mean opinion score reads (ITU-T G.107 bands). */
export const mosWord = (mos: number) => (mos >= 4.3 ? 'excellent' : mos >= 4 ? 'good' : mos >= 3.6 ? 'fair' : mos >= 3.1 ? 'poor' : 'bad');

function VoiceDashboard({ accountId, range }: { accountId: number; range: ToolRange }) {
  const query = useVoiceMetrics(accountId, range);
  return (
    <ToolContent query={query} tool="voice-metrics" what="voice figures">
      {(data) =>
        data.services.length === 0 ? (
          <NoServices title="No voice services on this account" />
        ) : (
          <div className="svc-stack">
            <AccountLine account={data.account} range={data.range} />
            {data.services.map((voice) => {
              const per = data.unit === 'day' ? 'per day' : 'per hour';
              const { averageMos } = voice.totals;
              return (
                <section key={voice.serviceTag} className="portal-card" aria-labelledby={`voice-${voice.serviceTag}`}>
                  <h2 id={`voice-${voice.serviceTag}`} className="portal-card__title" style={{ marginTop: 0 }}>
                    {voice.product} · {voice.serviceTag}
                  </h2>
                  <dl className="tools-figures">
                    <div>
                      <dt>Calls</dt>
                      <dd>{fmt.count(voice.totals.calls)}</dd>
                    </div>
                    <div>
                      <dt>Minutes</dt>
                      <dd>{fmt.count(voice.totals.minutes)}</dd>
                    </div>
                    <div>
                      <dt>Call quality (MOS)</dt>
                      <dd>{averageMos === null ? '—' : `${fmt.mos(averageMos)} · ${mosWord(averageMos)}`}</dd>
                    </div>
                  </dl>
                  <div className="tools-charts">
                    <ChartBlock
                      title={`Calls ${per}`}
                      subject={voice.serviceTag}
                      times={data.times}
                      unit={data.unit}
                      series={[{ label: 'Calls', values: voice.calls, kind: 'bar' }]}
                      formatValue={fmt.count}
                    />
                    <ChartBlock
                      title={`Minutes ${per}`}
                      subject={voice.serviceTag}
                      times={data.times}
                      unit={data.unit}
                      series={[{ label: 'Minutes', values: voice.minutes, kind: 'bar' }]}
                      formatValue={fmt.minutes}
                    />
                    <ChartBlock
                      title="Call quality (MOS)"
                      subject={voice.serviceTag}
                      times={data.times}
                      unit={data.unit}
                      series={[{ label: 'MOS', values: voice.mos }]}
                      formatValue={fmt.mos}
                      fromZero={false}
                      summary="Mean opinion score from 1 (bad) to 5 (excellent); 4 and above is good. No calls, no score."
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

export default function VoiceMetricsPage() {
  return <ToolPage tool="voice-metrics">{(props) => <VoiceDashboard {...props} />}</ToolPage>;
}
