import { useServiceChange } from '../../service-frame';

/** communication.AddDnsRecord: once it is done, every query of the service is asked again. */
export const useAddDnsRecord = (serviceTag: string) => useServiceChange('communication.AddDnsRecord', serviceTag);
