import { callAction, type ActionOutput } from '@portal/contract';
import type { SubscribeInput } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useMutation, useQuery } from '@tanstack/react-query';

export type PublicStatus = ActionOutput<'status.GetStatus'>;
export type PublicOutage = PublicStatus['current'][number];

/** status.GetStatus, public: every outage lasting, planned and recently ended, with how our estimates held up. */
export const usePublicStatus = () => useQuery({ ...actionQueryOptions('status.GetStatus', {}), refetchInterval: 60_000 });

/** status.Subscribe, public: answers what was sent (a confirmation link) for the page to say. */
export const useSubscribe = () => useMutation({ mutationFn: (input: SubscribeInput) => callAction('status.Subscribe', input) });

/** status.ConfirmSubscription and status.Unsubscribe, public: the links of the messages, pressed on the page. */
export const useConfirmSubscription = () => useMutation({ mutationFn: (token: string) => callAction('status.ConfirmSubscription', { token }) });
export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => callAction('status.Unsubscribe', { token }) });
