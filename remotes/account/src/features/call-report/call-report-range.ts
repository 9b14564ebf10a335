import { catalogue, enteredDate } from '@portal/contract/catalogue';
import { DATE_UNREADABLE_MESSAGE } from '@portal/ui/date-field';

const callReport = catalogue['account.calls.GetCallReport'].input;
const range = callReport.in.pick({ startDate: true, endDate: true });

/**
 * The range as account.calls.GetCallReport checks it, with its messages (the end not before the start, at most 366
 * days): each date first required and a day, with the date field's messages; the range once both are days.
 */
export const callReportRangeForm = range
  .extend({
    startDate: enteredDate('Start date is required.', DATE_UNREADABLE_MESSAGE, range.shape.startDate),
    endDate: enteredDate('End date is required.', DATE_UNREADABLE_MESSAGE, range.shape.endDate),
  })
  .pipe(callReport);

const localIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last 30 days up to today, in the reader's own calendar. */
export function defaultRange(today = new Date()) {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { startDate: localIso(start), endDate: localIso(today) };
}

