import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The dates, lines, reasons and hardware of one service's cancellation (services.GetCancellationOptions). */
export const useCancellationOptions = (serviceTag: string) =>
  useQuery(actionQueryOptions('services.GetCancellationOptions', { serviceTag }));
