import { paths } from '@portal/contract';

/** A communication service's page, or one below it ('upgrade', 'order'). */
export const communicationPath = (type: string, serviceTag: string, below?: 'upgrade' | 'order') =>
  `${paths.service('communication', type, serviceTag)}${below ? `/${below}` : ''}`;
