import { useServiceChange } from '@portal/ui/service-page';

/** cloud.SuspendIotSim: once it is done, every query of the service is asked again. */
export const useSuspendIotSim = (serviceTag: string) => useServiceChange('cloud.SuspendIotSim', serviceTag);
