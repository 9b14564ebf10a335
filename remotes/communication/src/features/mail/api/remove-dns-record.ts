import { useServiceChange } from '../../service-frame';

/** communication.RemoveDnsRecord: once it is done, every query of the service is asked again. */
export const useRemoveDnsRecord = (serviceTag: string) => useServiceChange('communication.RemoveDnsRecord', serviceTag);
