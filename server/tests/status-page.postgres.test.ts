import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { describeStatusPage } from './status-page-suite';

announceMissing('PostgreSQL', postgresReachable);
if (postgresReachable) describeStatusPage('postgres', POSTGRES_URL);
else {
  describe('status page on postgres', () => {
    it('needs PostgreSQL', () => {
      throw new Error(`PostgreSQL is not reachable at ${new URL(POSTGRES_URL).host} (TEST_DATABASE_URL): start it to run the status page suite on PostgreSQL.`);
    });
  });
}
