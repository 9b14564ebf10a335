import { useServiceChange } from '@portal/ui/service-page';

/** cloud.ResumeIotSim: once it is done, every query of the service is asked again. */
export const useResumeIotSim = (serviceTag: string) => useServiceChange('cloud.ResumeIotSim', serviceTag);
