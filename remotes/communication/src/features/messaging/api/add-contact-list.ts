import { useServiceChange } from '../../service-frame';

/** communication.AddContactList: once it is done, every query of the service is asked again. */
export const useAddContactList = (serviceTag: string) => useServiceChange('communication.AddContactList', serviceTag);
