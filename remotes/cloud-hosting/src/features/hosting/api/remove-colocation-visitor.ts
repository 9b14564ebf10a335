import { useServiceChange } from '@portal/ui/service-page';

/** cloud.RemoveColocationVisitor: once it is done, every query of the service is asked again. */
export const useRemoveColocationVisitor = (serviceTag: string) => useServiceChange('cloud.RemoveColocationVisitor', serviceTag);
