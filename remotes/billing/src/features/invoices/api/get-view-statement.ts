import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export interface StatementRange {
  exportStartDate: string;
  exportEndDate: string;
}

/** spec §7 billing.GetViewStatement for a chosen range; nothing is asked until a range is chosen. */
export const useViewStatement = (range: StatementRange | null) =>
  useQuery({
    ...actionQueryOptions('billing.GetViewStatement', range ?? {}),
    enabled: range !== null,
  });
