import { formatLongDate } from '@portal/contract/format';
import type { DerivedAlert } from '../account-area/alerts/derived-alert';
import type { SessionActionContext } from '../define-action';
import { outagesOfAccount, type AccountOutage } from './outage-records';

/** A planned outage is announced on the dashboard this long before it starts. */
const PLANNED_NOTICE_MS = 7 * 24 * 3600 * 1000;
const OUTAGES_LINK = { label: 'View outages', to: '/outages' };

/** South Africa keeps UTC+2 all year: it has no daylight saving. */
const SA_OFFSET_MS = 2 * 3600 * 1000;

/** Times in words as a customer in South Africa reads them: '25 November 2026' and '00:00'. */
function inWords(at: Date) {
  const local = new Date(at.getTime() + SA_OFFSET_MS).toISOString();
  return { date: formatLongDate(local), time: local.slice(11, 16) };
}

/** '25 November 2026 from 00:00 to 04:00', or with both dates when it runs past midnight. */
function period(from: Date, to: Date | null) {
  const start = inWords(from);
  if (!to) return `${start.date} from ${start.time}`;
  const end = inWords(to);
  return start.date === end.date ? `${start.date} from ${start.time} to ${end.time}` : `${start.date} ${start.time} to ${end.date} ${end.time}`;
}

const joined = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''));

/**
 * The dashboard alerts the account's outages make: a warning for each one lasting now, and a notice for each
 * planned one that starts within the next 7 days. Keyed by the outage's reference and whether it is coming or
 * lasting, so a maintenance dismissed while planned shows again once it is under way.
 */
export async function outageAlerts(ctx: SessionActionContext): Promise<DerivedAlert[]> {
  const now = ctx.clock.now();
  const found = await outagesOfAccount(ctx);
  const servicesAffected = ({ item, affectedLabels }: AccountOutage) =>
    `Your ${joined(affectedLabels)} ${item.affectedServices.length > 1 ? 'services' : 'service'}`;
  const current = found.current.map((outage): DerivedAlert => {
    const { row } = outage;
    const expected = row.expectedEndAt && row.expectedEndAt.getTime() > now.getTime() ? inWords(row.expectedEndAt) : null;
    return {
      id: `outage:${row.reference}`,
      severity: 'warning',
      title: `Service outage in ${found.city}`,
      message: `${row.title}. ${servicesAffected(outage)} may not work. ${
        expected ? `We expect it to be fixed by ${expected.time} on ${expected.date}.` : 'We are working on it and will post updates.'
      }`,
      transient: false,
      link: OUTAGES_LINK,
      sortAt: row.startsAt,
    };
  });
  const planned = found.planned
    .filter(({ row }) => row.startsAt.getTime() - now.getTime() <= PLANNED_NOTICE_MS)
    .map(
      (outage): DerivedAlert => ({
        id: `maintenance:${outage.row.reference}`,
        severity: 'info',
        title: 'Planned maintenance',
        message: `${outage.row.title}: ${period(outage.row.startsAt, outage.row.expectedEndAt)}. ${servicesAffected(outage)} may be interrupted during this time.`,
        transient: false,
        link: OUTAGES_LINK,
        sortAt: new Date(outage.row.startsAt.getTime() - PLANNED_NOTICE_MS),
      }),
    );
  return [...current, ...planned];
}
