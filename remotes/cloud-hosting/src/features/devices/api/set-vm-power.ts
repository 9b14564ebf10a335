import { useServiceChange } from '@portal/ui/service-page';

/** cloud.SetVmPower: once it is done, every query of the service is asked again. */
export const useSetVmPower = (serviceTag: string) => useServiceChange('cloud.SetVmPower', serviceTag);
