import { useServiceChange } from '../../service-frame';

/** communication.AddFaxAddress: once it is done, every query of the service is asked again. */
export const useAddFaxAddress = (serviceTag: string) => useServiceChange('communication.AddFaxAddress', serviceTag);
