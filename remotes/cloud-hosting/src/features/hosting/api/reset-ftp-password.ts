import { useServiceChange } from '@portal/ui/service-page';

/** cloud.ResetFtpPassword: once it is done, every query of the service is asked again. */
export const useResetFtpPassword = (serviceTag: string) => useServiceChange('cloud.ResetFtpPassword', serviceTag);
