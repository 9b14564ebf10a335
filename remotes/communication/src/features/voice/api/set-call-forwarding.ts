import { useServiceChange } from '../../service-frame';

/** communication.SetCallForwarding: once it is done, every query of the service is asked again. */
export const useSetCallForwarding = (serviceTag: string) => useServiceChange('communication.SetCallForwarding', serviceTag);
