import { useServiceChange } from '../../service-frame';

/** communication.SetMailForwarding: once it is done, every query of the service is asked again. */
export const useSetMailForwarding = (serviceTag: string) => useServiceChange('communication.SetMailForwarding', serviceTag);
