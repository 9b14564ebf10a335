import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The host is the only provider of shared modules: a production remote brings none and uses the host's runtime.
const root = path.join(__dirname, '..', '..', '..');
const load = createRequire(__filename);
const preset = load('../../mf-preset.cjs');
const remotes = readdirSync(path.join(root, 'remotes'));
const hostDir = path.join(root, 'host');

describe('the host', () => {
  const shared = preset.hostSharedConfig(hostDir);
  const hostBuild = () => load(path.join(hostDir, 'webpack.config.js'))({}, { mode: 'production' }).find((c: { name?: string }) => c.name === 'host');

  it('provides every shared package and subpath by its own file and version', () => {
    const keys = Object.keys(shared);
    expect(keys).toEqual(expect.arrayContaining([...preset.SHARED_PACKAGES, 'react/jsx-runtime', 'react-dom/client', '@portal/ui/dashboard', '@portal/ui/download', '@portal/contract/query']));
    for (const [key, config] of Object.entries<{ import: string; version: string; singleton: boolean }>(shared)) {
      expect({ key, absolute: path.isAbsolute(config.import), version: typeof config.version, singleton: config.singleton }).toEqual({
        key,
        absolute: true,
        version: 'string',
        singleton: true,
      });
    }
    // A subpath only a standalone page or a test uses is not offered to remotes.
    expect(keys).not.toContain('@portal/ui/standalone');
    expect(keys).not.toContain('@portal/ui/testing');
  });

  it('builds its own code against the very files it provides, with no federation plugin (its runtime is a chunk it loads)', () => {
    const config = hostBuild();
    for (const [key, { import: file }] of Object.entries<{ import: string }>(shared)) expect({ key, file: config.resolve.alias[`${key}$`] }).toEqual({ key, file });
    expect(config.plugins.map((plugin: object) => plugin.constructor.name)).not.toContain('ModuleFederationPlugin');
  });

  it('gives the remotes the ES module runtime it runs itself, not a second CommonJS copy', () => {
    const to = hostBuild().resolve.alias['portal-mf-external-runtime-core-plugin$'];
    expect(to).toMatch(/index\.js$/);
    expect(load(to.replace(/index\.js$/, '../package.json')).exports['.'].import.default).toBe('./dist/index.js');
  });

  it('provides the ES module build of a package, as webpack resolves it for the browser', () => {
    expect(shared['react-hook-form'].import).toMatch(/index\.esm\.mjs$/);
    // Behind the facade the host shares as @tanstack/react-query (shared-react-query.mjs).
    expect(hostBuild().resolve.alias['portal-react-query-full$']).toMatch(/react-query[\\/]build[\\/]modern[\\/]index\.js$/);
  });
});

describe('a remote', () => {
  it.each(remotes)('%s in production provides nothing, requires the ranges its package.json declares, and uses the host runtime', (area) => {
    const packageDir = path.join(root, 'remotes', area);
    const options = preset.federationOptions({ packageDir, area, exposes: { './routes': './src/routes.tsx' }, federated: true });
    expect(options.experiments.externalRuntime).toBe(true);
    const imports = Object.values<{ import: unknown }>(options.shared).map((config) => config.import);
    expect(new Set(imports)).toEqual(new Set([false]));
    const declared = load(path.join(packageDir, 'package.json')).dependencies;
    expect(declared['@portal/contract']).toBe('workspace:^1.0.0');
    expect(options.shared['@portal/contract'].requiredVersion).toBe('^1.0.0');
    expect(options.shared['@portal/ui/'].requiredVersion).toBe('^1.0.0');
    expect(options.shared['@tanstack/react-query'].requiredVersion).toBe(declared['@tanstack/react-query']);
  });

  it('builds for production the federated build only: no standalone QA page (that is the dev server’s), so no server can serve one', () => {
    const federated = load(path.join(root, 'remotes', 'billing', 'webpack.config.js'))({}, { mode: 'production' });
    expect(Array.isArray(federated)).toBe(false);
    expect(federated.name).toBe('federated');
    expect(federated.entry).toEqual({});
    expect(federated.output.clean).toBe(true);
    const plugins = (config: { plugins: object[] }) => config.plugins.map((p) => p.constructor.name);
    expect(plugins(federated)).toContain('ModuleFederationPlugin');
    expect(plugins(federated)).not.toContain('HtmlWebpackPlugin');
  });

  it('builds the standalone QA page for the dev server, at its own root', () => {
    const development = load(path.join(root, 'remotes', 'billing', 'webpack.config.js'))({}, { mode: 'development' });
    // zod's settings come first, so that no schema probes for eval under the CSP (zod-without-eval.js).
    expect(development.entry).toEqual({ main: [path.join(root, 'config', 'zod-without-eval.js'), './src/index.ts'] });
    expect(development.plugins.map((p: object) => p.constructor.name)).toContain('HtmlWebpackPlugin');
    expect(development.devServer.historyApiFallback).toBe(true);
  });
});

describe('the build-time check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mf-preset-'));
    writeFileSync(path.join(dir, 'cards.js'), "import { dashboard } from '@portal/ui/dashboard';\nimport { Standalone } from '@portal/ui/standalone';\nexport default [dashboard, Standalone];\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails a federated remote that imports a shared subpath the host does not provide, naming it', async () => {
    const webpack = createRequire(path.join(root, 'config', 'webpack-base.cjs'))('webpack');
    const { ModuleFederationPlugin } = createRequire(path.join(root, 'config', 'webpack-base.cjs'))('@module-federation/enhanced/webpack');
    const packageDir = path.join(root, 'remotes', 'billing');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: {},
      output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'check_fixture' },
      plugins: [
        new ModuleFederationPlugin({
          ...preset.federationOptions({ packageDir, area: 'billing', exposes: { './dashboard-cards': './cards.js' }, federated: true }),
          manifest: false,
        }),
        new preset.HostProvidesEverySharedImport({ remote: 'remotes/billing', provided: preset.hostProvidedKeys(packageDir) }),
      ],
      infrastructureLogging: { level: 'none' },
    });
    const stats = await new Promise<{ compilation: { errors: Error[] } }>((resolve, reject) =>
      compiler.run((error: Error | null, result: { compilation: { errors: Error[] } }) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const messages = stats.compilation.errors.map((e) => e.message);
    expect(messages).toEqual([
      "remotes/billing imports the shared module '@portal/ui/standalone', which the host does not provide (config/mf-preset.cjs): a federated area may only import what the host provides.",
    ]);
  }, 30000);
});
