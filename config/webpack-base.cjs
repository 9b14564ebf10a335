// The one webpack config factory for the host and every remote.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('./mf-preset.cjs');

/** react-router-dom's ES module entry as this package resolves it. */
function reactRouterDomModule(packageDir) {
  const pkgFile = require.resolve('react-router-dom/package.json', { paths: [packageDir] });
  return path.join(path.dirname(pkgFile), require(pkgFile).module);
}

const API_SERVER = process.env.PORTAL_API_URL || 'http://localhost:8080';

/**
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
    const buildVersion = process.env.PORTAL_BUILD_VERSION || 'dev';
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep a stable name (served no-cache): webpack 5.111 cannot hash them with federation (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: isHost ? 'portal_host' : `portal_${area.replace(/-/g, '_')}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The package itself, for shared-router.mjs (a bare 'react-router-dom' there would consume the shared module).
        alias: { 'portal-react-router-dom-full$': reactRouterDomModule(packageDir) },
      },
      module: {
        rules: [
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
        new ModuleFederationPlugin(federationOptions({ packageDir, area, exposes })),
        new webpack.DefinePlugin({
          __BUILD_VERSION__: JSON.stringify(buildVersion),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          // The standalone dev server serves an area at its own root: deep links like /account/billing-details
          // must still load /main.js, not a path relative to the page.
          publicPath: production ? 'auto' : '/',
          scriptLoading: 'defer',
        }),
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
      optimization: { moduleIds: 'deterministic', chunkIds: production ? 'deterministic' : 'named' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/version', '/instance-config.json', '/remotes', '/gateway'], target: API_SERVER }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createWebpackConfig };
