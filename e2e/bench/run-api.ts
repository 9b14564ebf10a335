/**
 * `pnpm --filter @portal/e2e bench:api`: only the bench's API part: the loaded actions beside the bare Fastify route on
 * the embedded database, then on PostgreSQL and Redis (where they answer), judged by the same budgets as `pnpm bench`.
 */
import { ownServer } from '../support/own-server';
import { DEMO } from '../support/sign-in';
import { apiTable, BARE_ROUTE, BARE_ROUTE_PORT, BENCH_LOADED_ACTIONS, LOAD_CONNECTIONS, LOAD_SECONDS, measureApiLoad } from './api-load';
import { apiBudgets } from './budgets';
import { signInOverHttp } from './http-session';
import { measureOnPostgres } from './postgres';
import { startBareRoute } from './start-bare-route';
import { markdownTable } from './table';

async function main() {
  const server = ownServer(8282);
  await server.start();
  const bare = await startBareRoute(BARE_ROUTE_PORT);
  try {
    const token = await signInOverHttp(server.baseURL, DEMO.customer);
    const load = await measureApiLoad(server.baseURL, bare, token, BENCH_LOADED_ACTIONS, LOAD_CONNECTIONS, LOAD_SECONDS);
    console.log(`## API on the embedded database (${LOAD_SECONDS} s each; ratios to the ${BARE_ROUTE} in this run)\n`);
    console.log(apiTable(load));
    // The scale-out part is bench:scale-out's: 0 seconds of it here would measure nothing, so it is left to that command.
    const postgres = await measureOnPostgres(BENCH_LOADED_ACTIONS, bare, LOAD_CONNECTIONS, LOAD_SECONDS, { scaleOut: false });
    console.log(`\n## API on PostgreSQL + Redis, one process (${LOAD_SECONDS} s each; ratios to the ${BARE_ROUTE} in this run)\n`);
    console.log(postgres.ran ? apiTable(postgres.load) : `Did not run: ${postgres.reason}.`);
    const checks = [...apiBudgets(load, 'embedded'), ...(postgres.ran ? apiBudgets(postgres.load, 'postgres') : [])];
    console.log(`\n${markdownTable(['budget', 'measured', 'verdict'], checks.map((c) => [c.budget, c.measured, c.within ? 'within' : 'OVER']))}`);
    if (checks.some((c) => !c.within)) process.exitCode = 1;
  } finally {
    await bare.stop();
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
