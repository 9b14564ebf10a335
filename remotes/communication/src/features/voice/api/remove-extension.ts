import { useServiceChange } from '../../service-frame';

/** communication.RemoveExtension: once it is done, every query of the service is asked again. */
export const useRemoveExtension = (serviceTag: string) => useServiceChange('communication.RemoveExtension', serviceTag);
