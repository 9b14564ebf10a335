const path = require('path');
const { InjectManifest } = require('workbox-webpack-plugin');

const { createWebpackConfig, serverRenderRules } = require('@portal/config/webpack');

const createConfig = createWebpackConfig({
  packageDir: __dirname,
  devPort: 3000,
  title: 'Customer Portal',
});

/**
 * The installable app's links in the page's head: the server makes these files from the instance config. No SVG
 * favicon: Chromium renders one on the page's main thread before its first paint; the manifest names the SVG icon.
 */
const APP_LINKS = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

class AppLinksPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('AppLinks', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppLinks', (groups) => {
        const links = APP_LINKS.map((attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'AppLinks' }, attributes }));
        groups.headTags.unshift(...links);
        return groups;
      });
    });
  }
}

/**
 * Preloads the scripts every page starts with (the chunks of src/index.ts's `import('./bootstrap')`: React, the
 * router, the portal's core and the app's start), so the browser fetches them with main.js instead of after it has run.
 */
class PreloadStartChunksPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    const entry = path.join(__dirname, 'src', 'index.ts');
    compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunks', (groups) => {
        const start = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.module?.resource === entry));
        const files = [...new Set(start.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])))].filter((file) => file.endsWith('.js'));
        const publicPath = compilation.outputOptions.publicPath;
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartChunks' },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        groups.headTags.push(...links);
        return groups;
      });
    });
  }
}

/**
 * Links in the page's head the stylesheets every page starts with (those of src/index.ts's `import('./bootstrap')`:
 * the design system's and the shell's) and the login page's, which the server renders before any script runs
 * (server/src/http/login-page.ts). Webpack's runtime would load the start's with their chunks too: linked here, the
 * browser has them before the first paint, and the runtime finds them already there.
 */
class StartStylesheetsPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    const entry = path.join(__dirname, 'src', 'index.ts');
    const loginRoute = path.join(__dirname, 'src', 'features', 'login', 'login-route.ts');
    const linked = (origin) => origin.module?.resource === entry || (origin.module?.resource === loginRoute && origin.request === './components/login-page');
    compiler.hooks.compilation.tap('StartStylesheets', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartStylesheets', (groups) => {
        const pages = compilation.chunkGroups.filter((group) => group.origins.some(linked));
        if (!pages.some((group) => group.origins.some((origin) => origin.module?.resource === loginRoute))) {
          throw new Error(`StartStylesheetsPlugin: no chunk for ./components/login-page imported by ${loginRoute}`);
        }
        const files = [...new Set(pages.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])))].filter((file) => file.endsWith('.css'));
        const publicPath = compilation.outputOptions.publicPath;
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartStylesheets' },
          attributes: { rel: 'stylesheet', href: `${publicPath}${file}` },
        }));
        groups.headTags.push(...links);
        return groups;
      });
    });
  }
}

/**
 * Lists in two meta elements the script files of the signed-in shell and of the dashboard page (the chunks of
 * src/app/signed-in-pages.ts's imports, less those every page preloads): main.js preloads them when the page opens
 * with a stored session (src/features/session/preload-signed-in-code.ts). A signed-out visit fetches none of them.
 */
class SignedInCodePlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    const pages = path.join(__dirname, 'src', 'app', 'signed-in-pages.ts');
    const lists = [
      { name: 'portal:shell-code', request: './authenticated-shell' },
      { name: 'portal:dashboard-code', request: '../features/dashboard/components/dashboard-page' },
    ];
    compiler.hooks.compilation.tap('SignedInCode', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('SignedInCode', (groups) => {
        const preloaded = new Set(groups.headTags.filter((tag) => tag.attributes.rel === 'preload').map((tag) => tag.attributes.href));
        const publicPath = compilation.outputOptions.publicPath;
        const metas = lists.map(({ name, request }) => {
          const imported = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.module?.resource === pages && origin.request === request));
          if (imported.length === 0) throw new Error(`SignedInCodePlugin: no chunk for ${request} imported by ${pages}`);
          const files = imported.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
          const hrefs = [...new Set(files)].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`);
          return { tagName: 'meta', voidTag: true, meta: { plugin: 'SignedInCode' }, attributes: { name, content: hrefs.filter((href) => !preloaded.has(href)).join(' ') } };
        });
        groups.headTags.push(...metas);
        return groups;
      });
    });
  }
}

/** The service worker is built on its own, with none of the host's plugins. */
const SW_BUILD_DIR = path.join(__dirname, 'node_modules', '.cache', 'portal-service-worker');

function serviceWorkerConfig(hostConfig) {
  return {
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: './src/sw/service-worker.ts',
    output: { path: SW_BUILD_DIR, filename: 'sw.js', clean: true },
    resolve: { extensions: hostConfig.resolve.extensions },
    module: { rules: hostConfig.module.rules },
    devtool: false,
    stats: 'errors-warnings',
  };
}

/**
 * The login page's server renderer (host/src/prerender): the same components for Node, into host/dist/.prerender, a
 * folder the server reads and never serves (dot folders are refused). Built after the host, whose build cleans dist.
 */
function prerenderConfig(hostConfig) {
  return {
    name: 'prerender',
    dependencies: ['host'],
    mode: 'production',
    target: 'node18',
    context: __dirname,
    entry: './src/prerender/render-login.tsx',
    output: { path: path.join(__dirname, 'dist', '.prerender'), filename: 'login.cjs', library: { type: 'commonjs2' }, clean: true },
    // The login page never loads the federation runtime, but it is part of the app tree this build compiles.
    resolve: {
      extensions: hostConfig.resolve.extensions,
      alias: Object.fromEntries(
        ['portal-react-router-dom-full$', 'portal-mf-bundler-runtime$', 'portal-mf-external-runtime-core-plugin$'].map((name) => [name, hostConfig.resolve.alias[name]]),
      ),
    },
    module: { rules: serverRenderRules(hostConfig.module.rules) },
    // One file the server requires; nothing minified, so its errors name the component.
    optimization: { minimize: false, splitChunks: false },
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    devtool: false,
    stats: 'errors-warnings',
  };
}

/**
 * shared-modules.json: the version of each module the host provides to the areas (what its federation runtime
 * offers), served from the live origin, so that scripts/deploy-area.mjs can refuse an area this host cannot satisfy.
 */
class SharedModulesFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedModulesFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedModulesFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const shared = require('@portal/config/mf-preset').hostSharedVersions(__dirname);
        compilation.emitAsset('shared-modules.json', new compiler.webpack.sources.RawSource(`${JSON.stringify({ shared })}\n`));
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  const HtmlWebpackPlugin = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin').constructor;
  config.plugins.push(
    new AppLinksPlugin(HtmlWebpackPlugin),
    new StartStylesheetsPlugin(HtmlWebpackPlugin),
    new PreloadStartChunksPlugin(HtmlWebpackPlugin),
    new SignedInCodePlugin(HtmlWebpackPlugin),
  );
  // The service worker (issue 14): production builds only; the dev server reloads on every change instead.
  if (config.mode !== 'production') {
    // The API server makes the manifest and the icons.
    config.devServer.proxy.push({ context: ['/manifest.webmanifest', '/favicon.ico', '/icons'], target: config.devServer.proxy[0].target });
    return config;
  }
  config.name = 'host';
  config.plugins.push(new SharedModulesFilePlugin());
  config.dependencies = ['service-worker'];
  config.plugins.push(
    new InjectManifest({
      swSrc: path.join(SW_BUILD_DIR, 'sw.js'),
      compileSrc: false,
      swDest: 'sw.js',
      // The shell: the page and the host's scripts and stylesheets (not version.txt, which must always come from the server).
      include: [/\.html$/, /\.js$/, /\.css$/],
      exclude: [/\.map$/],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    }),
  );
  return [serviceWorkerConfig(config), config, prerenderConfig(config)];
};
