import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's messages, unread first and then newest first (the server orders them). Not cached: read state changes. */
export const messagesQueryOptions = () => actionQueryOptions('account.messages.GetMessages', {});

export const useMessages = () => useQuery(messagesQueryOptions());
