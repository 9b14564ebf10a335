import { useServiceChange } from '../../service-frame';

/** communication.AddExtension: once it is done, every query of the service is asked again. */
export const useAddExtension = (serviceTag: string) => useServiceChange('communication.AddExtension', serviceTag);
