// The one webpack config factory for the host and every remote.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  bundlerRuntimeConsumerAlias,
  bundlerRuntimeProviderAlias,
  externalRuntimeProviderAlias,
  federationOptions,
  hostProvidedKeys,
  HostProvidesEverySharedImport,
  hostSharedAliases,
  hostSharedVersions,
  packageModule,
} = require('./mf-preset.cjs');
const { areaStylesheetGroup, cssRule, cssPlugins, cssMinimizer, serverRenderRules } = require('./css.cjs');
const { integrityPlugins } = require('./payment-scripts.cjs');
const { buildConsole } = require('./build-console.cjs');

/** The packages behind our shared facades (shared-router.mjs, shared-react-query.mjs), as this package resolves them. */
function reactRouterDomModule(packageDir) {
  const pkgFile = require.resolve('react-router-dom/package.json', { paths: [packageDir] });
  return path.join(path.dirname(pkgFile), require(pkgFile).module);
}

const API_SERVER = process.env.PORTAL_API_URL || 'http://localhost:8080';

/**
 * The host's build, or a remote's development build (its standalone QA page and its remoteEntry.js, with a runtime and
 * shared copies of its own). A remote's production build is the federated one only (remoteEntry.js, its exposed modules
 * and mf-manifest.json, nothing shared bundled, the host's runtime): no standalone page, so no server serves one from
 * the portal's origin, where its session would be the portal's (issue 32). QA runs an area on its dev server.
 *
 * @param {object} o
 * @param {string} o.packageDir  the package's folder (__dirname of its webpack.config.js)
 * @param {string} [o.area]      the remote's area; absent for the host
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.devPort     port of `pnpm dev` (standalone QA for a remote)
 * @param {string} o.title
 */
function createWebpackConfig({ packageDir, area, exposes, devPort, title }) {
  const isHost = !area;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return oneConfig({ packageDir, area, exposes, devPort, title, production, build: isHost ? 'host' : production ? 'federated' : 'development' });
  };
}

const inNodeModules = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

/** The file a module comes from; a stylesheet's extracted CSS names its .css file, so it goes where its import goes. */
const moduleFile = (module) => module.nameForCondition?.() ?? '';

const inPortalPackage = (pattern) => new RegExp(`[\\\\/]shared[\\\\/]${pattern}`);

/**
 * The host's shared libraries in a few chunks by when the page needs them, instead of one chunk per shared package
 * (and per subpath of @portal/ui and @portal/contract): fewer requests for the login page and the dashboard. The login
 * page needs react, router and portal-core (with the parts of @portal/ui/access its page header uses); the dashboard
 * adds signed-in, which holds the federation runtime too (every signed-in page shows areas). A @portal/ui subpath only
 * an area's page uses (charts, date fields, data tables, service pages…), and a @portal/contract subpath (the
 * catalogue, uploads, commerce), keeps a chunk of its own.
 */
function hostChunkGroups() {
  const group = (name, test, priority) => ({ name, test, priority, chunks: 'async', enforce: true });
  const signedInPortal = inPortalPackage('(contract[\\\\/]src[\\\\/]query\\.ts|ui[\\\\/]src[\\\\/](access[\\\\/]index|page-title|dashboard)\\b)');
  const signedInLibraries = inNodeModules(['@tanstack[\\\\/]query-core', '@tanstack[\\\\/]react-query', '@module-federation']);
  // The host's federation runtime (host/src/features/remotes/federation-runtime.ts and what it imports), and the error
  // it throws for an area that needs a newer portal, which the areas' fallback reads too.
  const federationRuntime = /[\\/](host[\\/]src[\\/]features[\\/]remotes[\\/](federation-runtime|shared-modules|version-check|version-check-plugin)\.ts|config[\\/]mf-retry-plugin\.cjs)$/;
  const portalCore = inPortalPackage('(contract[\\\\/]src[\\\\/](?!catalogue|query|upload-progress|commerce-flow|card-payment)|ui[\\\\/]src[\\\\/](index\\.ts|components[\\\\/](?!data-table)|format|hooks|lazy-page|styles|validators|access[\\\\/](?!index))\\b)');
  return {
    react: group('react', inNodeModules(['react', 'react-dom', 'scheduler']), 30),
    router: group('router', inNodeModules(['react-router', 'react-router-dom', '@remix-run[\\\\/]router']), 30),
    signedIn: {
      ...group('signed-in', undefined, 20),
      test: (module) => [signedInLibraries, signedInPortal, federationRuntime, /[\\/]config[\\/]shared-react-query\.mjs$/].some((re) => re.test(moduleFile(module))),
    },
    portalCore: {
      ...group('portal-core', undefined, 10),
      test: (module) => [inNodeModules(['jotai']), portalCore, /[\\/]config[\\/]shared-router\.mjs$/].some((re) => re.test(moduleFile(module))),
    },
  };
}

/** @param {{ build: 'host' | 'development' | 'federated' } & Record<string, any>} o */
function oneConfig({ packageDir, area, exposes, devPort, title, production, build }) {
  const isHost = build === 'host';
  const buildVersion = process.env.PORTAL_BUILD_VERSION || 'dev';
  const withPage = build !== 'federated';
  // The host has no federation plugin: it loads the federation runtime as a chunk of its own when it needs an area.
  const federation =
    isHost
      ? []
      : [
          new ModuleFederationPlugin(federationOptions({ packageDir, area, exposes, federated: build === 'federated' })),
          ...(build === 'federated'
            ? [new HostProvidesEverySharedImport({ remote: `remotes/${area}`, provided: hostProvidedKeys(packageDir) })]
            : []),
        ];
  return {
    ...(build === 'federated' ? { name: build } : {}),
    mode: production ? 'production' : 'development',
    context: packageDir,
    // A federated build's only entry is the container (remoteEntry.js) that ModuleFederationPlugin adds.
    entry: withPage ? { main: [require.resolve('./zod-without-eval.js'), './src/index.ts'] } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep a stable name (served no-cache): webpack 5.111 cannot hash them with federation (module-federation/core#5077).
      filename: '[name].js',
      // Hashed in development too: the shared router is emitted twice there (its shared fallback and its own import), with different content.
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].[contenthash:8].dev.js',
      uniqueName: isHost ? 'portal_host' : `portal_${area.replace(/-/g, '_')}`,
      clean: true,
      // Subresource Integrity (config/payment-scripts.cjs): the browser checks each chunk webpack loads.
      ...(production && (isHost || build === 'federated') ? { crossOriginLoading: 'anonymous' } : {}),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The packages themselves, for the facades (shared-router.mjs, shared-react-query.mjs): a bare name there would
      // be the facade again (the host's aliases) or the shared module (a remote's standalone build).
      alias: {
        'portal-react-router-dom-full$': reactRouterDomModule(packageDir),
        'portal-react-query-full$': packageModule('@tanstack/react-query', packageDir),
        ...(isHost ? { ...hostSharedAliases(packageDir), ...externalRuntimeProviderAlias(), ...bundlerRuntimeProviderAlias() } : {}),
        ...(build === 'federated' ? bundlerRuntimeConsumerAlias() : {}),
      },
    },
    module: {
      rules: [
        cssRule(),
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      ...federation,
      ...cssPlugins({ production }),
      ...(production && (isHost || build === 'federated') ? integrityPlugins({ area: area ?? 'host' }) : []),
      new webpack.DefinePlugin({
        __BUILD_VERSION__: JSON.stringify(buildVersion),
        // The host's federation runtime: the shared modules it provides, and a build of the runtime for the browser that
        // loads remotes, reads their manifests and shares modules (what Module Federation's plugin would define).
        ...(isHost
          ? {
              __PORTAL_SHARED__: JSON.stringify(hostSharedVersions(packageDir)),
              ENV_TARGET: JSON.stringify('web'),
              FEDERATION_OPTIMIZE_NO_REMOTE: false,
              FEDERATION_OPTIMIZE_NO_SHARED: false,
              FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
            }
          : {}),
      }),
      ...(withPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title,
              chunks: ['main'],
              // The standalone dev server serves an area at its own root: deep links like /account/billing-details
              // must still load /main.js, not a path relative to the page.
              publicPath: production ? 'auto' : '/',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(isHost
        ? [
            {
              apply(compiler) {
                compiler.hooks.thisCompilation.tap('BuildVersion', (compilation) => {
                  compilation.hooks.processAssets.tap(
                    { name: 'BuildVersion', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                    () => compilation.emitAsset('version.txt', new webpack.sources.RawSource(buildVersion)),
                  );
                });
              },
            },
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
      minimizer: ['...', cssMinimizer()],
      ...(isHost && production ? { splitChunks: { cacheGroups: hostChunkGroups() } } : {}),
      ...(build === 'federated' ? { splitChunks: { cacheGroups: { styles: areaStylesheetGroup() } } } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { console: buildConsole() },
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/version', '/instance-config.json', '/remotes', '/gateway'], target: API_SERVER }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

module.exports = { createWebpackConfig, serverRenderRules };
