import { catalogue, isActionName } from '@portal/contract/catalogue';

/**
 * Test-only: every answer a fetch mock gives is checked against the action's output schema in the catalogue, so a
 * fixture that drifts from the contract fails the test that uses it. The misfits of a test fail it after it ends.
 */
const misfits: string[] = [];

const issuesOf = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map(({ path, message }) => `  at ${path.length ? path.map(String).join('.') : '(the result)'}: ${message}`).join('\n');

/** Notes a misfit when `result` is not what the catalogue says `name` answers; the test then fails with it. */
export function checkFixture(name: string, result: unknown) {
  if (!isActionName(name)) {
    misfits.push(`The fetch mock answered '${name}', which is no action of the catalogue.`);
    return;
  }
  const fit = catalogue[name].output.safeParse(result);
  if (!fit.success) misfits.push(`The fixture for '${name}' does not fit the action's output schema:\n${issuesOf(fit.error)}`);
}

afterEach(() => {
  if (misfits.length) throw new Error(misfits.splice(0).join('\n\n'));
});
