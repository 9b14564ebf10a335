import { describeApi } from './support/api-suite';
import { announceMissing, POSTGRES_URL, postgresReachable, redisReachable } from './support/backends';

// The scale-out path: PostgreSQL, with rate limits and issued PINs in Redis when it is there.
announceMissing('PostgreSQL', postgresReachable);
announceMissing('Redis', redisReachable);
if (postgresReachable) describeApi('postgres', POSTGRES_URL, { redis: redisReachable });
else describe.skip('portal API on postgres (PostgreSQL not reachable)', () => it('runs the API suite on PostgreSQL', () => undefined));
