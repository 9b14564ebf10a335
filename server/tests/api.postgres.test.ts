import { describeApi } from './support/api-suite';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';

announceMissing('PostgreSQL', postgresReachable);
if (postgresReachable) describeApi('postgres', POSTGRES_URL);
else describe.skip('portal API on postgres (PostgreSQL not reachable)', () => it('runs the API suite on PostgreSQL', () => undefined));
