// The one Module Federation preset: the host and every remote build their federation config here.
//
// The host is the only provider of shared modules (issue 14): it provides every package below and every subpath a
// remote may import, from its own origin. A production remote provides nothing (`import: false`) and uses the host's
// federation runtime (`externalRuntime`), so an area's failure never takes a shared module away from another area.
// The host has no federation build plugin: its federation runtime is a chunk it loads when it first needs an area
// (host/src/features/remotes/federation-runtime.ts), so the login page never loads it. This preset gives its build the
// shared modules' files (hostSharedAliases) and versions (hostSharedVersions).
// A remote's standalone build (QA, `pnpm dev`) carries its own copies and its own runtime.
const path = require('path');
const fs = require('fs');

/** Shared singletons: one copy in the page, the host's. */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  // react-router is not shared on its own: every import goes through react-router-dom (see SHARED_IMPORTS).
  'react-router-dom',
  'jotai',
  // @tanstack/query-core is not shared on its own: every import goes through @tanstack/react-query (SHARED_IMPORTS).
  '@tanstack/react-query',
  'react-hook-form',
  '@portal/contract',
  '@portal/ui',
];

/** Packages whose subpaths are shared too (each subpath is a shared module of its own). */
const SHARED_PREFIXES = ['react/', 'react-dom/', '@portal/contract/', '@portal/ui/'];

/**
 * Subpaths a federated remote must not import: those only a standalone build or a test imports, and the storage keys
 * that the host's first script reads (areas take them from @portal/contract).
 */
const NOT_FEDERATED = new Set(['@portal/ui/standalone', '@portal/ui/testing', '@portal/contract/storage-keys']);

/** Subpaths of react and react-dom the compiled code reaches (the JSX transform adds the runtimes). */
const REACT_SUBPATHS = ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'];

/** Kept for callers of the earlier preset: the keys a federated build consumes. */
const SINGLETONS = [...SHARED_PACKAGES, ...SHARED_PREFIXES];

const { remoteName } = require('./remote-name.cjs');

/** Shared keys provided from a module of ours instead of the package's own entry (the key's name stays the same). */
const SHARED_IMPORTS = {
  'react-router-dom': path.join(__dirname, 'shared-router.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'shared-react-query.mjs'),
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Resolves a request as the browser builds do (ES module conditions first): the host provides the very file its own
 * code and the remotes' code would get from webpack.
 */
let webResolver;
function resolveForWeb(request, fromDir) {
  if (!webResolver) {
    const webpackDir = path.dirname(require.resolve('webpack/package.json'));
    const { ResolverFactory, CachedInputFileSystem } = require(require.resolve('enhanced-resolve', { paths: [webpackDir] }));
    webResolver = ResolverFactory.createResolver({
      fileSystem: new CachedInputFileSystem(fs, 4000),
      useSyncFileSystemCalls: true,
      conditionNames: ['import', 'module', 'webpack', 'production', 'browser'],
      mainFields: ['browser', 'module', 'main'],
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    });
  }
  return webResolver.resolveSync({}, fromDir, request);
}

/**
 * The folders a shared key is looked up from: the package's own, then those of the shared packages it declares (a
 * package such as @tanstack/query-core is only reachable through @tanstack/react-query).
 */
function lookupDirs(fromDir) {
  const dirs = [fromDir];
  for (const name of SHARED_PACKAGES) {
    const file = nodeModulesPackageJson(name, fromDir);
    if (file) dirs.push(path.dirname(file));
  }
  return dirs;
}

/** A package's package.json as Node finds the package from a folder (it need not export its package.json). */
function nodeModulesPackageJson(pkgName, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (fs.existsSync(file)) return fs.realpathSync(file);
    if (path.dirname(dir) === dir) return undefined;
  }
}

function firstResolved(request, fromDir, resolve) {
  for (const dir of lookupDirs(fromDir)) {
    try {
      return resolve(request, dir);
    } catch {
      // try the next folder
    }
  }
  return undefined;
}

function packageJsonOf(pkgName, fromDir) {
  return lookupDirs(fromDir).map((dir) => nodeModulesPackageJson(pkgName, dir)).find(Boolean);
}

function installedVersion(pkgName, fromDir) {
  const file = packageJsonOf(pkgName, fromDir);
  return file ? readJson(file).version : undefined;
}

/** The package a shared key belongs to: '@portal/ui/dashboard' → '@portal/ui', 'react/' → 'react'. */
function packageOf(key) {
  const parts = key.replace(/\/$/, '').split('/');
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/** Every subpath of @portal/contract and @portal/ui a federated build may import: their package.json exports. */
function portalSubpaths(fromDir) {
  return ['@portal/contract', '@portal/ui'].flatMap((pkgName) => {
    const file = packageJsonOf(pkgName, fromDir);
    if (!file) return [];
    return Object.keys(readJson(file).exports ?? {})
      .filter((subpath) => subpath !== '.')
      .map((subpath) => `${pkgName}/${subpath.replace(/^\.\//, '')}`)
      .filter((key) => !NOT_FEDERATED.has(key));
  });
}

/** Every shared key the host provides: the packages and each subpath by name. */
function hostProvidedKeys(hostDir) {
  return [...SHARED_PACKAGES, ...REACT_SUBPATHS, ...portalSubpaths(hostDir)];
}

/**
 * The version range a package.json declares for a shared key's package ('workspace:^1.0.0' → '^1.0.0'), or, for a
 * package it does not declare, the caret range of the installed version.
 */
function requiredRange(key, packageDir) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const name = packageOf(key);
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies }[name];
  const range = typeof declared === 'string' ? declared.replace(/^workspace:/, '') : undefined;
  if (range && range !== '*' && range !== '^' && range !== '~') return range;
  const version = installedVersion(name, packageDir);
  return version ? `^${version}` : false;
}

/** The file a package resolves to from a folder, as webpack resolves it for the browser. */
function packageModule(request, fromDir) {
  const file = firstResolved(request, fromDir, resolveForWeb);
  if (!file) throw new Error(`'${request}' does not resolve from ${fromDir}.`);
  return file;
}

/** The module a host provides for a key: ours (SHARED_IMPORTS) or the file the key resolves to from the host. */
function resolvedImport(key, packageDir) {
  const file = SHARED_IMPORTS[key] ?? firstResolved(key, packageDir, resolveForWeb);
  if (!file) throw new Error(`The host provides the shared module '${key}', but it does not resolve from ${packageDir}.`);
  return file;
}

/**
 * The host's shared modules: each key with the file it resolves to (our own module for SHARED_IMPORTS), the range the
 * host's package.json accepts and the installed version.
 */
function hostSharedConfig(packageDir) {
  const shared = {};
  for (const key of hostProvidedKeys(packageDir)) {
    shared[key] = {
      singleton: true,
      requiredVersion: requiredRange(key, packageDir),
      version: installedVersion(packageOf(key), packageDir),
      import: resolvedImport(key, packageDir),
    };
  }
  return shared;
}

/**
 * resolve.alias for the host: each shared key (exactly) to the file the host provides, so the host's own code, the
 * packages it bundles and the areas all get the one copy (react-router-dom is our facade, shared-router.mjs).
 */
function hostSharedAliases(packageDir) {
  return Object.fromEntries(Object.entries(hostSharedConfig(packageDir)).map(([key, { import: file }]) => [`${key}$`, file]));
}

/** The version and accepted range of each shared module, for the host's federation runtime (host/src/features/remotes/shared-modules.ts). */
function hostSharedVersions(packageDir) {
  return Object.fromEntries(
    Object.entries(hostSharedConfig(packageDir)).map(([key, { version, requiredVersion }]) => [key, { version, requiredVersion }]),
  );
}

/**
 * A production remote's shared modules: consumed from the host only (`import: false`, nothing bundled or provided).
 * requiredVersion is the range the remote's package.json declares; the host's area loader refuses an area whose
 * ranges its own versions do not meet (host/src/features/remotes/version-check.ts), so a mismatch is never silent.
 */
function remoteSharedConfig(packageDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    shared[key] = {
      singleton: true,
      strictVersion: false,
      import: false,
      requiredVersion: requiredRange(key, packageDir),
      // Not provided: the version only tells the manifest what the remote was built against.
      version: installedVersion(packageOf(key), packageDir),
    };
  }
  return shared;
}

/** A remote's standalone (development) build: its own copies, shared so that a host serving it still has one of each. */
function sharedConfig(packageDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const version = installedVersion(packageOf(key), packageDir);
    shared[key] = {
      singleton: true,
      eager: false,
      strictVersion: false,
      requiredVersion: requiredRange(key, packageDir),
      ...(version ? { version } : {}),
      ...(SHARED_IMPORTS[key] ? { import: SHARED_IMPORTS[key] } : {}),
    };
  }
  return shared;
}

/**
 * Fails a remote's federated build when its code imports a shared package's subpath the host does not provide (with
 * `import: false` it would not load): add it to the package's exports, or to REACT_SUBPATHS.
 */
class HostProvidesEverySharedImport {
  constructor({ remote, provided }) {
    this.remote = remote;
    this.provided = new Set(provided);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostProvidesEverySharedImport', (compilation) => {
      compilation.hooks.finishModules.tap('HostProvidesEverySharedImport', (modules) => {
        const missing = new Set();
        for (const module of modules) {
          const shareKey = module.type === 'consume-shared-module' ? module.options?.shareKey : undefined;
          if (shareKey && !this.provided.has(shareKey)) missing.add(shareKey);
        }
        for (const key of missing) {
          const { WebpackError } = compiler.webpack;
          compilation.errors.push(
            new WebpackError(
              `${this.remote} imports the shared module '${key}', which the host does not provide (config/mf-preset.cjs): ` +
                'a federated area may only import what the host provides.',
            ),
          );
        }
      });
    });
  }
}

/**
 * resolve.alias for the host: Module Federation's runtime plugin that hands the host's federation runtime to the
 * areas (their `externalRuntime`), by its ES module file: its CommonJS file would bring a second copy of the runtime.
 */
function externalRuntimeProviderAlias() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  const esModule = commonJs.replace(/\.cjs$/, '.js');
  if (!fs.existsSync(esModule)) throw new Error(`Module Federation's runtime file ${esModule} is missing: check mf-preset.cjs against the installed @module-federation/enhanced.`);
  return { 'portal-mf-external-runtime-core-plugin$': esModule };
}

/**
 * Module Federation's runtime packages as the enhanced plugin resolves them (through @module-federation/runtime-tools):
 * the bundler runtime each container's federation entry imports, and the federation runtime's entry points.
 */
function federationRuntimeFiles() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const runtimeToolsDir = path.dirname(require.resolve('@module-federation/runtime-tools/package.json', { paths: [enhancedDir] }));
  const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [runtimeToolsDir] }));
  const files = {
    bundlerRuntime: path.join(packageDir('@module-federation/webpack-bundler-runtime'), 'dist', 'bundler.js'),
    runtime: path.join(packageDir('@module-federation/runtime'), 'dist', 'bundler.js'),
  };
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new Error(`Module Federation's runtime file ${file} is missing: check mf-preset.cjs against the installed @module-federation/enhanced.`);
  }
  return files;
}

/** resolve.alias for the host: the bundler runtime it gives the production areas (federation-runtime.ts). */
const bundlerRuntimeProviderAlias = () => ({ 'portal-mf-bundler-runtime$': federationRuntimeFiles().bundlerRuntime });

/** resolve.alias for a production remote: its federation entry takes mf-bundler-runtime-consumer.js instead. */
function bundlerRuntimeConsumerAlias() {
  const files = federationRuntimeFiles();
  return {
    [`${files.bundlerRuntime}$`]: path.join(__dirname, 'mf-bundler-runtime-consumer.js'),
    'portal-mf-runtime$': files.runtime,
  };
}

/**
 * Options for a remote's ModuleFederationPlugin (the host has none).
 * federated (production): exposes its './routes' and './dashboard-cards', emits mf-manifest.json, brings no shared
 *   module and no runtime of its own.
 * standalone (development): its own runtime and copies, so it also runs on its own.
 */
function federationOptions({ packageDir, area, exposes, federated = false }) {
  return {
    name: remoteName(area),
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: federated ? remoteSharedConfig(packageDir) : sharedConfig(packageDir),
    shareStrategy: 'loaded-first',
    runtimePlugins: [],
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    // A remote loads no remotes of its own, so its entry leaves out the remote-loading and snapshot code.
    experiments: {
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
      ...(federated ? { externalRuntime: true } : {}),
    },
  };
}

module.exports = {
  SHARED_PACKAGES,
  SHARED_PREFIXES,
  SINGLETONS,
  SHARED_IMPORTS,
  packageModule,
  remoteName,
  hostProvidedKeys,
  hostSharedConfig,
  hostSharedAliases,
  hostSharedVersions,
  remoteSharedConfig,
  externalRuntimeProviderAlias,
  bundlerRuntimeProviderAlias,
  bundlerRuntimeConsumerAlias,
  sharedConfig,
  federationOptions,
  HostProvidesEverySharedImport,
};
