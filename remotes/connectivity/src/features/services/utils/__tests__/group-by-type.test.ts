import type { ServiceItem } from '@portal/contract';
import { groupByType } from '../group-by-type';

const service = (type: string, serviceTag: string): ServiceItem => ({
  serviceTag,
  type,
  category: 'connectivity',
  product: serviceTag,
  status: 'Active',
  accountCode: 'CUS1001',
});

describe('groupByType', () => {
  it('groups by kind in a fixed order, unknown kinds last by name, keeping the server’s order within a group', () => {
    const groups = groupByType([
      service('zeta', 'Z-1'),
      service('adsl', 'A-1'),
      service('ftth', 'F-1'),
      service('alpha', 'X-1'),
      service('ftth', 'F-2'),
    ]);
    expect(groups.map((g) => [g.label, g.services.map((s) => s.serviceTag)])).toEqual([
      ['Fibre to the home', ['F-1', 'F-2']],
      ['ADSL', ['A-1']],
      ['alpha', ['X-1']],
      ['zeta', ['Z-1']],
    ]);
  });
});
