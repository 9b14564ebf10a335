import { useServiceChange } from '../../service-frame';

/** communication.RemoveMailbox: once it is done, every query of the service is asked again. */
export const useRemoveMailbox = (serviceTag: string) => useServiceChange('communication.RemoveMailbox', serviceTag);
