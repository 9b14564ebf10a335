import { useServiceChange } from '@portal/ui/service-page';

/** cloud.AddColocationVisitor: once it is done, every query of the service is asked again. */
export const useAddColocationVisitor = (serviceTag: string) => useServiceChange('cloud.AddColocationVisitor', serviceTag);
