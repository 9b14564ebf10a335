import { useServiceChange } from '../../service-frame';

/** communication.ResetMailboxPassword: once it is done, every query of the service is asked again. */
export const useResetMailboxPassword = (serviceTag: string) => useServiceChange('communication.ResetMailboxPassword', serviceTag);
