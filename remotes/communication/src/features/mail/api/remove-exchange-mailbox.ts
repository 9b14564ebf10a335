import { useServiceChange } from '../../service-frame';

/** communication.RemoveExchangeMailbox: once it is done, every query of the service is asked again. */
export const useRemoveExchangeMailbox = (serviceTag: string) => useServiceChange('communication.RemoveExchangeMailbox', serviceTag);
