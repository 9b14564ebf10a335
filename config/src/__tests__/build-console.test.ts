import { buildConsole } from '../../build-console.cjs';

function recording() {
  const warnings: unknown[][] = [];
  const target = Object.assign(Object.create(console) as Console, { warn: (...args: unknown[]) => warnings.push(args) });
  return { warnings, quiet: buildConsole(target) };
}

describe('the build console', () => {
  it('leaves out the Manifest plugin’s publicPath auto warning, which needs no action', () => {
    const { warnings, quiet } = recording();
    quiet.warn(
      '[Module Federation Manifest Plugin]',
      "[ Module Federation Manifest Plugin ] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'",
    );
    expect(warnings).toEqual([]);
  });

  it('passes every other warning on', () => {
    const { warnings, quiet } = recording();
    quiet.warn('[Module Federation Manifest Plugin]', "Manifest will not generate, because publicPath can only be string, but got 'undefined'");
    expect(warnings).toEqual([['<w>', '[Module Federation Manifest Plugin]', "Manifest will not generate, because publicPath can only be string, but got 'undefined'"]]);
  });
});
