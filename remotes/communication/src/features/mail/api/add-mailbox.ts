import { useServiceChange } from '../../service-frame';

/** communication.AddMailbox: once it is done, every query of the service is asked again. */
export const useAddMailbox = (serviceTag: string) => useServiceChange('communication.AddMailbox', serviceTag);
