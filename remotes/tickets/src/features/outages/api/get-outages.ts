import type { ActionOutput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export type Outages = ActionOutput<'outages.GetOutages'>;
export type Outage = Outages['current'][number];

/** Outages touching the account's services: lasting now, planned, and resolved in the last 7 days. */
export const useOutages = () => useQuery(actionQueryOptions('outages.GetOutages', {}));
