// The one Module Federation preset: the host and every remote build their federation config here.
const path = require('path');
const fs = require('fs');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // react-router is not shared on its own: every import goes through react-router-dom (see SHARED_IMPORTS).
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'react-hook-form',
  '@portal/contract',
  '@portal/contract/',
  '@portal/ui',
  '@portal/ui/',
];


const { remoteName } = require('./remote-name.cjs');

/** Shared keys provided from a module of ours instead of the package's own entry (the key's name stays the same). */
const SHARED_IMPORTS = {
  'react-router-dom': path.join(__dirname, 'shared-router.mjs'),
};

function installedVersion(pkgName, fromDir) {
  try {
    const file = require.resolve(pkgName + '/package.json', { paths: [fromDir] });
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Shared singletons, lazy (eager: false), requiredVersion from the package's own package.json. */
function sharedConfig(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const declared = deps[name];
    const workspace = typeof declared === 'string' && declared.startsWith('workspace:');
    const version = installedVersion(name, packageDir);
    shared[key] = {
      singleton: true,
      eager: false,
      requiredVersion: workspace || !declared ? false : declared,
      ...(version ? { version } : {}),
      ...(SHARED_IMPORTS[key] ? { import: SHARED_IMPORTS[key] } : {}),
    };
  }
  return shared;
}

/**
 * Options for ModuleFederationPlugin.
 * host: no static remotes (they are registered at run time from the instance config).
 * remote: exposes its './routes' surface and emits mf-manifest.json.
 */
function federationOptions({ packageDir, area, exposes }) {
  const isHost = !area;
  return {
    name: isHost ? 'portal_host' : remoteName(area),
    ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
    remotes: {},
    shared: sharedConfig(packageDir),
    shareStrategy: 'loaded-first',
    runtimePlugins: isHost ? [require.resolve('./mf-retry-plugin.cjs')] : [],
    manifest: isHost ? false : { fileName: 'mf-manifest.json' },
    dts: false,
    // Browser-only builds; a remote loads no remotes of its own, so its entry leaves out the remote-loading
    // and snapshot code of the runtime (the dashboard loads every area's entry).
    experiments: {
      optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
    },
  };
}

module.exports = { SINGLETONS, SHARED_IMPORTS, remoteName, sharedConfig, federationOptions };
