import { useServiceChange } from '@portal/ui/service-page';

/** cloud.RemoveHostingDomain: once it is done, every query of the service is asked again. */
export const useRemoveHostingDomain = (serviceTag: string) => useServiceChange('cloud.RemoveHostingDomain', serviceTag);
