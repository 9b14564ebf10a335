import { useServiceChange } from '@portal/ui/service-page';

/** cloud.AddHostingDomain: once it is done, every query of the service is asked again. */
export const useAddHostingDomain = (serviceTag: string) => useServiceChange('cloud.AddHostingDomain', serviceTag);
