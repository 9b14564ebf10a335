import type { UsageDay } from '@portal/contract';
import { formatDate } from '@portal/ui';
import { formatData } from '../../../lib/format-data';

/** Every day of the chart as a row: the chart's accessible alternative. Voice and SMS show only where the type has them. */
export function UsageTable({ days, caption }: { days: readonly UsageDay[]; caption: string }) {
  const voice = days.some((d) => d.voiceMinutes !== null);
  const sms = days.some((d) => d.smsCount !== null);
  return (
    <div className="portal-table">
      <div className="portal-table__scroll">
        <table>
          <caption className="portal-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="conn-num">
                Data
              </th>
              {voice && (
                <th scope="col" className="conn-num">
                  Voice minutes
                </th>
              )}
              {sms && (
                <th scope="col" className="conn-num">
                  SMS
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <td data-label="Date">{formatDate(day.date)}</td>
                <td data-label="Data" className="conn-num">
                  {formatData(day.dataMb)}
                </td>
                {voice && (
                  <td data-label="Voice minutes" className="conn-num">
                    {day.voiceMinutes ?? '–'}
                  </td>
                )}
                {sms && (
                  <td data-label="SMS" className="conn-num">
                    {day.smsCount ?? '–'}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
