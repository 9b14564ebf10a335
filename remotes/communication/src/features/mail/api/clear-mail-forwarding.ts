import { useServiceChange } from '../../service-frame';

/** communication.ClearMailForwarding: once it is done, every query of the service is asked again. */
export const useClearMailForwarding = (serviceTag: string) => useServiceChange('communication.ClearMailForwarding', serviceTag);
