import { useServiceChange } from '../../service-frame';

/** communication.ChangeDnsRecord: once it is done, every query of the service is asked again. */
export const useChangeDnsRecord = (serviceTag: string) => useServiceChange('communication.ChangeDnsRecord', serviceTag);
