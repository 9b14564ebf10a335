import type { PhoneNumberDetail } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '../../service-frame';

export const phoneNumberPending = (number: PhoneNumberDetail) => !!number.pending;

/** A phone number service; asked again while its routing has a change on its way. */
export const usePhoneNumber = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetPhoneNumber', { serviceTag }),
    refetchInterval: (query) => (query.state.data && phoneNumberPending(query.state.data) ? PENDING_POLL_MS : false),
  });
