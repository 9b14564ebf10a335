import { describeBackoffice } from './backoffice-suite';
import { POSTGRES_URL, postgresReachable } from './support/backends';

if (postgresReachable) describeBackoffice('postgres', 12012, POSTGRES_URL);
else {
  describe('back-office API on postgres', () => {
    it('needs PostgreSQL', () => {
      throw new Error(`PostgreSQL is not reachable at ${new URL(POSTGRES_URL).host} (TEST_DATABASE_URL): start it to run the back-office suite on PostgreSQL.`);
    });
  });
}
