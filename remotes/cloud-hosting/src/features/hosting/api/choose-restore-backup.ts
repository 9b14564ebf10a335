import { useServiceChange } from '@portal/ui/service-page';

/** cloud.ChooseRestoreBackup: once it is done, every query of the service is asked again. */
export const useChooseRestoreBackup = (serviceTag: string) => useServiceChange('cloud.ChooseRestoreBackup', serviceTag);
