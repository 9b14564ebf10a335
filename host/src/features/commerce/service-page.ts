import { cloudServicePath, connectivityServicePath, paths, type ServiceDetail } from '@portal/contract';
import { safeNextUrl } from '../auth/next-url';
import { useService } from './api/get-service';

/** The page of a service in its area (spec §2). */
export function servicePagePath(service: Pick<ServiceDetail, 'category' | 'type' | 'serviceTag'>): string {
  if (service.category === 'connectivity') return connectivityServicePath(service.type, service.serviceTag);
  if (service.category === 'communication') return paths.service('communication', service.type, service.serviceTag);
  return cloudServicePath(service.category, service.type, service.serviceTag);
}

/** Where 'Done' goes after an order or a cancellation: the service's own page, or the dashboard until it is known. */
export function useServicePage(serviceTag: string): string {
  const service = useService(serviceTag);
  return service.data ? servicePagePath(service.data) : paths.dashboard;
}

/** A page the cart or the cancellation context names, only when it is a path of the portal (they come from storage). */
export const backPath = (route: string | undefined) => safeNextUrl(route, paths.dashboard);
