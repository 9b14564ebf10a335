import { useServiceChange } from '../../service-frame';

/** communication.RenameContactList: once it is done, every query of the service is asked again. */
export const useRenameContactList = (serviceTag: string) => useServiceChange('communication.RenameContactList', serviceTag);
