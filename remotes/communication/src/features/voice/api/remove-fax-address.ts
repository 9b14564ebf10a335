import { useServiceChange } from '../../service-frame';

/** communication.RemoveFaxAddress: once it is done, every query of the service is asked again. */
export const useRemoveFaxAddress = (serviceTag: string) => useServiceChange('communication.RemoveFaxAddress', serviceTag);
