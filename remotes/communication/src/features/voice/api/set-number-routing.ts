import { useServiceChange } from '../../service-frame';

/** communication.SetNumberRouting: once it is done, every query of the service is asked again. */
export const useSetNumberRouting = (serviceTag: string) => useServiceChange('communication.SetNumberRouting', serviceTag);
