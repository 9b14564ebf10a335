// The payment pages' scripts (PCI DSS 4.0.1 6.4.3, docs/security.md "PCI DSS 4.0.1 SAQ A: payment pages"): Subresource
// Integrity on every script a production build emits, and the inventory of those scripts, made from the build's output.
const crypto = require('crypto');
const path = require('path');
const webpack = require('webpack');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');

/** The inventory's file name, in each build's output (host/dist, remotes/<area>/dist). */
const INVENTORY_FILE = 'payment-scripts.json';
const HASH = 'sha384';
const REPO_ROOT = path.join(__dirname, '..');

const integrityOf = (buffer) => `${HASH}-${crypto.createHash(HASH).update(buffer).digest('base64')}`;

/** Why each of the host's named chunks is on every page (host/webpack.config.js and config/webpack-base.cjs name them). */
const HOST_CHUNKS = {
  main: "The portal's entry, named by index.html: starts the app and loads the code of the page opened.",
  react: 'React and React DOM: render every page.',
  router: "React Router: the portal's page addresses and links.",
  'portal-core': "The portal's own components, formats, validation and API client every page uses.",
  'signed-in': "The signed-in shell's libraries (React Query, access rules) and the Module Federation runtime that loads the areas, billing among them.",
  'passkey-client': 'Passkey sign-in and re-authentication (WebAuthn) before a sensitive action.',
  webauthn: 'Passkey sign-in and re-authentication (WebAuthn) before a sensitive action.',
};

const OTHER_SCRIPTS = {
  'sw.js': "The service worker: keeps the portal's shell for a quick start and updates it; registered by main.js, never a page's script element.",
};

/** Where a module comes from, as the inventory names it: a package's name, or its folder in this repository. */
function originOf(resource) {
  const modules = resource.split(/[\\/]node_modules[\\/]/);
  if (modules.length > 1) {
    const parts = modules[modules.length - 1].split(/[\\/]/);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  // A feature's folder (remotes/billing/src/features/pay-now), else the folder up to four deep.
  const folders = path.relative(REPO_ROOT, path.dirname(resource)).split(path.sep);
  const feature = folders.indexOf('features');
  return folders.slice(0, feature >= 0 ? feature + 2 : 4).join('/');
}

function resourcesOf(compilation, chunk) {
  const resources = [];
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const inner = module.modules ?? [module];
    for (const m of inner) if (m.resource) resources.push(m.resource.split('?')[0]);
  }
  return resources;
}

/** The folders and packages a chunk's code comes from, the most modules first. */
function codeOf(compilation, chunk) {
  const counts = new Map();
  for (const resource of resourcesOf(compilation, chunk)) counts.set(originOf(resource), (counts.get(originOf(resource)) ?? 0) + 1);
  const origins = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([origin]) => origin);
  if (origins.length === 0) return 'webpack runtime code';
  return origins.length > 4 ? `${origins.slice(0, 4).join(', ')} and ${origins.length - 4} more` : origins.join(', ');
}

function whyOf(compilation, chunk, file, area) {
  if (area === 'host') {
    if (HOST_CHUNKS[chunk.name]) return HOST_CHUNKS[chunk.name];
    return `Code of a page or feature of the portal, loaded when it is shown: ${codeOf(compilation, chunk)}.`;
  }
  if (file === 'remoteEntry.js') return `The ${area} area's Module Federation container: the host loads it (named by the area's mf-manifest.json) to show the area's pages.`;
  const exposed = /^__federation_expose_(.+)$/.exec(chunk.name ?? '');
  if (exposed) return `The ${area} area's exposed module ./${exposed[1].replace(/_/g, '-')}: ${codeOf(compilation, chunk)}.`;
  return `Code the ${area} area's pages load when shown: ${codeOf(compilation, chunk)}.`;
}

/**
 * An area's remoteEntry.js, and the chunks of its exposed modules that the runtime loads ahead, are loaded by the
 * host's federation runtime, not by webpack's chunk loader: their integrity goes in the area's mf-manifest.json
 * (metaData.integrity, by file name), which the runtime reads first (config/mf-retry-plugin.cjs). The manifest is
 * emitted before this stage (Module Federation's StatsPlugin).
 */
function addIntegrityToManifest(compilation, scripts) {
  const manifest = compilation.getAsset('mf-manifest.json');
  if (!manifest) return;
  const json = JSON.parse(manifest.source.source().toString());
  json.metaData.integrity = Object.fromEntries(scripts.map((s) => [s.file, s.integrity]));
  compilation.updateAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(json, null, 2)));
}

/** Emits payment-scripts.json: each script of the build with its file, integrity, area, chunk, and why it is there. */
class PaymentScriptsInventoryPlugin {
  constructor({ area }) {
    this.area = area;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PaymentScriptsInventory', (compilation) => {
      // After minification, content hashing and SRI: the bytes as they are written.
      compilation.hooks.processAssets.tap({ name: 'PaymentScriptsInventory', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const scripts = [];
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            scripts.push({
              file,
              integrity: integrityOf(asset.source.buffer()),
              area: this.area,
              chunk: chunk.name ?? String(chunk.id),
              why: whyOf(compilation, chunk, file, this.area),
            });
          }
        }
        // Scripts that are no chunk: the service worker (host/webpack.config.js), registered by main.js.
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || scripts.some((s) => s.file === asset.name)) continue;
          scripts.push({
            file: asset.name,
            integrity: integrityOf(asset.source.buffer()),
            area: this.area,
            chunk: null,
            why: OTHER_SCRIPTS[asset.name] ?? 'A script the build adds beside its chunks.',
          });
        }
        scripts.sort((a, b) => a.file.localeCompare(b.file));
        addIntegrityToManifest(compilation, scripts);
        const inventory = { area: this.area, buildVersion: process.env.PORTAL_BUILD_VERSION || 'dev', hash: HASH, scripts };
        compilation.emitAsset(INVENTORY_FILE, new webpack.sources.RawSource(`${JSON.stringify(inventory, null, 2)}\n`));
      });
    });
  }
}

/**
 * The page's links to files the server makes (the web app manifest, the icons) are not build assets: no integrity for
 * them (webpack-subresource-integrity would read them from the output folder). `false` is an attribute
 * html-webpack-plugin leaves out.
 */
class LinksOutsideTheBuildPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('LinksOutsideTheBuild', (compilation) => {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: 'LinksOutsideTheBuild', stage: 9000 }, (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        for (const tag of [...groups.headTags, ...groups.bodyTags]) {
          const href = tag.tagName === 'link' ? tag.attributes.href : undefined;
          if (typeof href !== 'string') continue;
          const file = href.startsWith(publicPath) ? href.slice(publicPath.length) : href;
          if (!compilation.getAsset(file)) tag.attributes.integrity = false;
        }
        return groups;
      });
    });
  }
}

/**
 * Chunks without a script file are never loaded as scripts, yet webpack-subresource-integrity gives each an entry in
 * the runtime's sriHashes: a federated build's chunks that hold only the shared modules it takes from the host
 * (ConsumeSharedModule, no file: a placeholder nothing replaces, waysact/webpack-subresource-integrity#176), and
 * chunks of stylesheets only (mini-css-extract-plugin's runtime loads those without an integrity). Their entries are
 * removed: a hash does not compress, and each weighs on remoteEntry.js. Runs right after that plugin put the real
 * hashes in, before the content hashes are made.
 */
class ChunksWithoutFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunksWithoutFiles', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1;
      compilation.hooks.processAssets.tap({ name: 'ChunksWithoutFiles', stage }, () => {
        const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const entries = [...compilation.chunks]
          .filter((chunk) => chunk.id !== null && ![...chunk.files].some((file) => file.endsWith('.js')))
          .map((chunk) => {
            const id = escape(String(chunk.id));
            return new RegExp(`(?<=[{,])(?:${id}|"${id}"):"[^"]*",?`);
          });
        if (entries.length === 0) return;
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            const source = compilation.getAsset(file)?.source.source().toString();
            const start = source?.indexOf('sriHashes=') ?? -1;
            if (start < 0) continue;
            const end = source.indexOf('}', start);
            const hashes = entries.reduce((text, entry) => text.replace(entry, ''), source.slice(start, end + 1));
            compilation.updateAsset(file, new webpack.sources.RawSource(source.slice(0, start) + hashes + source.slice(end + 1)));
          }
        }
      });
    });
  }
}

/**
 * The lists of scripts main.js preloads for a signed-in page (host/webpack.config.js, SignedInCodePlugin) get each
 * file's integrity beside them (data-integrity, in the same order): a preload without it is one the browser cannot use
 * for the chunk webpack then loads with it. Runs after webpack-subresource-integrity gave the page's tags theirs; the
 * final content hashes replace these as they replace the tags'.
 */
class CodeListIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CodeListIntegrity', (compilation) => {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: 'CodeListIntegrity', stage: 10001 }, (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        for (const tag of groups.headTags) {
          const { name, content } = tag.attributes;
          if (tag.tagName !== 'meta' || typeof name !== 'string' || !/^portal:.+-code$/.test(name) || typeof content !== 'string') continue;
          const integrity = content.split(/\s+/).filter(Boolean).map((href) => {
            const hashes = [].concat(compilation.assetsInfo.get(href.startsWith(publicPath) ? href.slice(publicPath.length) : href)?.contenthash ?? []);
            const found = hashes.find((h) => typeof h === 'string' && h.startsWith(`${HASH}-`));
            if (!found) throw new Error(`CodeListIntegrity: no integrity for ${href} in ${name}`);
            return found;
          });
          tag.attributes['data-integrity'] = integrity.join(' ');
        }
        return groups;
      });
    });
  }
}

/** The plugins of a production host or federated build (with output.crossOriginLoading 'anonymous'). */
function integrityPlugins({ area }) {
  return [
    new SubresourceIntegrityPlugin({ hashFuncNames: [HASH], enabled: true }),
    new ChunksWithoutFilesPlugin(),
    new LinksOutsideTheBuildPlugin(),
    new CodeListIntegrityPlugin(),
    new PaymentScriptsInventoryPlugin({ area }),
  ];
}

module.exports = { integrityPlugins, INVENTORY_FILE };
