import type { VoipDetail } from '@portal/contract/catalogue';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, somePending } from '../../service-frame';

/** Whether the forwarding, the voicemail or an extension has a change on its way. */
export const voipPending = (voip: VoipDetail) => !!voip.forwarding.pending || !!voip.voicemail.pending || somePending(voip.extensions);

/** A VoIP service; asked again while a change is on its way. */
export const useVoip = (serviceTag: string) =>
  useQuery({
    ...actionQueryOptions('communication.GetVoip', { serviceTag }),
    refetchInterval: (query) => (query.state.data && voipPending(query.state.data) ? PENDING_POLL_MS : false),
  });
