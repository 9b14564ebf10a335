import { useServiceChange } from '@portal/ui/service-page';

/** cloud.RequestRemoteHands: once it is done, every query of the service is asked again. */
export const useRequestRemoteHands = (serviceTag: string) => useServiceChange('cloud.RequestRemoteHands', serviceTag);
