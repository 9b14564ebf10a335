import { actionQueryOptions } from '@portal/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const CALL_REPORT_PAGE_SIZE = 25;

export interface CallReportRange {
  startDate: string;
  endDate: string;
}

export const callReportQueryOptions = (range: CallReportRange, page: number) =>
  actionQueryOptions('account.calls.GetCallReport', { ...range, page, pageSize: CALL_REPORT_PAGE_SIZE });

/** One page of the calls in a range (newest first) with the totals over the whole range; the last page stays on screen while the next loads. */
export const useCallReport = (range: CallReportRange, page: number) =>
  useQuery({ ...callReportQueryOptions(range, page), placeholderData: keepPreviousData });

/** The .xlsx of every call in the range, with totals. */
export const CALL_REPORT_EXPORT = 'account.doc.DownloadCallReportExcel';
