import { useServiceChange } from '../../service-frame';

/** communication.AddMailAlias: once it is done, every query of the service is asked again. */
export const useAddMailAlias = (serviceTag: string) => useServiceChange('communication.AddMailAlias', serviceTag);
