import { useServiceChange } from '../../service-frame';

/** communication.AddExchangeMailbox: once it is done, every query of the service is asked again. */
export const useAddExchangeMailbox = (serviceTag: string) => useServiceChange('communication.AddExchangeMailbox', serviceTag);
