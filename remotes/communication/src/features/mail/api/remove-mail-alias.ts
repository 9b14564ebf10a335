import { useServiceChange } from '../../service-frame';

/** communication.RemoveMailAlias: once it is done, every query of the service is asked again. */
export const useRemoveMailAlias = (serviceTag: string) => useServiceChange('communication.RemoveMailAlias', serviceTag);
