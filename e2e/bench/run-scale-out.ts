/**
 * `pnpm --filter @portal/e2e bench:scale-out`: only the bench's scale-out part (scale-out.ts), on PostgreSQL and Redis,
 * with its budget; the whole `pnpm bench` runs it too.
 */
import { measureOnPostgres } from './postgres';
import { SCALE_OUT_HEADERS, scaleOutBudgets, scaleOutNote, scaleOutRows } from './scale-out';
import { markdownTable } from './table';

const SECONDS = 5;

async function main() {
  const figures = await measureOnPostgres([], undefined, [], SECONDS);
  if (!figures.ran) throw new Error(`Did not run: ${figures.reason}.`);
  if (!figures.scaleOut.ran) throw new Error(`Did not run: ${figures.scaleOut.reason}.`);
  const { scaleOut } = figures;
  console.log(`## Scale-out (account.GetAccount on PostgreSQL + Redis, ${scaleOut.ratePerSec}/s offered for ${scaleOut.seconds} s)\n`);
  console.log(markdownTable(SCALE_OUT_HEADERS, scaleOutRows(scaleOut)));
  console.log(`\n${scaleOutNote(scaleOut)}`);
  const checks = scaleOutBudgets(scaleOut);
  console.log(`\n${markdownTable(['budget', 'measured', 'verdict'], checks.map((c) => [c.budget, c.measured, c.within ? 'within' : 'OVER']))}`);
  if (checks.some((c) => !c.within)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
