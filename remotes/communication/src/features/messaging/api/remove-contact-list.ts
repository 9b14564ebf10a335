import { useServiceChange } from '../../service-frame';

/** communication.RemoveContactList: once it is done, every query of the service is asked again. */
export const useRemoveContactList = (serviceTag: string) => useServiceChange('communication.RemoveContactList', serviceTag);
