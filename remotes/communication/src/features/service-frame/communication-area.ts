import { paths } from '@portal/contract';
import type { ServiceArea } from '@portal/ui/service-page';
import { communicationTypeLabel } from '../services/components/communication-table';

export const COMMUNICATION_AREA: ServiceArea = {
  label: 'Communication',
  path: paths.communication,
  categories: ['communication'],
  typeLabel: communicationTypeLabel,
  pagePath: (service) => paths.service('communication', service.type, service.serviceTag),
};
