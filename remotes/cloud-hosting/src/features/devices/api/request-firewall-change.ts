import { useServiceChange } from '@portal/ui/service-page';

/** cloud.RequestFirewallChange: once it is done, every query of the service is asked again. */
export const useRequestFirewallChange = (serviceTag: string) => useServiceChange('cloud.RequestFirewallChange', serviceTag);
