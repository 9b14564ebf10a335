import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The federated builds share shared-router.mjs as 'react-router-dom': a name it leaves out is undefined in the
// browser (and only there: jest loads the real package). These tests keep the list and the code in step.
const root = path.join(__dirname, '..', '..', '..');
const facadeFile = path.join(root, 'config', 'shared-router.mjs');
const load = createRequire(__filename);
const { hostSharedConfig, remoteSharedConfig, sharedConfig } = load('../../mf-preset.cjs');

const facadeNames = new Set(
  /export\s*\{([^}]*)\}\s*from/.exec(readFileSync(facadeFile, 'utf8'))![1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

const SKIP = new Set(['node_modules', 'dist', '__tests__', 'coverage']);
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every file the browser bundles get their code from: the host, each remote and the shared packages. */
function bundledSources(): string[] {
  const packages = ['host', ...['remotes', 'shared'].flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}`))];
  return packages.flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src')));
}

interface RouterImport {
  file: string;
  from: string;
  /** The names imported (or re-exported); null for a namespace, default or dynamic import, which a list cannot check. */
  names: string[] | null;
}

function routerImports(file: string): RouterImport[] {
  const text = readFileSync(file, 'utf8');
  const found: RouterImport[] = [];
  const statement = /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](react-router-dom|react-router|@remix-run\/router)['"]/g;
  for (const [, typeOnly, clause, from] of text.matchAll(statement)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const rest = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
    const names = braces
      ? braces[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0])
      : [];
    found.push({ file: path.relative(root, file), from, names: rest ? null : names });
  }
  for (const [, from] of text.matchAll(/(?:import|require)\(\s*['"](react-router-dom|react-router|@remix-run\/router)['"]\s*\)/g)) {
    found.push({ file: path.relative(root, file), from, names: null });
  }
  return found;
}

describe('the router the federated builds share', () => {
  const imports = bundledSources().flatMap(routerImports);

  it('finds the router imports it checks', () => {
    expect(imports.filter((i) => i.from === 'react-router-dom').length).toBeGreaterThan(20);
  });

  it('covers every name the bundled code imports from react-router-dom', () => {
    const missing = imports
      .filter((i) => i.from === 'react-router-dom' && i.names)
      .flatMap((i) => i.names!.filter((name) => !facadeNames.has(name)).map((name) => `${i.file}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('is reached only by name: no import of react-router or @remix-run/router, no namespace, default or dynamic import', () => {
    // react-router is not a shared module of its own: importing it directly would give an area a second router.
    // The one exception: the host's list of what it provides loads 'react-router-dom' whole, which its build resolves
    // to this facade.
    const provider = path.join('host', 'src', 'features', 'remotes', 'shared-modules.ts');
    const unchecked = imports
      .filter((i) => i.from !== 'react-router-dom' || (i.names === null && i.file !== provider))
      .map((i) => `${i.file}: ${i.from}`);
    expect(unchecked).toEqual([]);
  });

  it('exports only names the package has', () => {
    const routerDom = createRequire(path.join(root, 'host', 'package.json'))('react-router-dom');
    const unknown = [...facadeNames].filter((name) => routerDom[name] === undefined);
    expect(facadeNames.size).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });

  it('is what the host provides and every remote shares as react-router-dom, with react-router inside it', () => {
    const remotes = readdirSync(path.join(root, 'remotes')).map((name) => `remotes/${name}`);
    const configs = [
      { pkg: 'host', shared: hostSharedConfig(path.join(root, 'host')) },
      // A remote's standalone build brings its own copy: the facade too.
      ...remotes.map((pkg) => ({ pkg, shared: sharedConfig(path.join(root, pkg)) })),
    ];
    for (const { pkg, shared } of configs) {
      // The version is the package's: left out, webpack would take config's own package.json for the facade's.
      const { version } = createRequire(path.join(root, pkg, 'package.json'))('react-router-dom/package.json');
      const { import: provided, singleton, version: sharedVersion } = shared['react-router-dom'];
      expect({ pkg, provided, singleton, sharedVersion }).toEqual({ pkg, provided: facadeFile, singleton: true, sharedVersion: version });
      expect(shared['react-router']).toBeUndefined();
    }
    // A federated remote takes the host's.
    for (const pkg of remotes) expect(remoteSharedConfig(path.join(root, pkg))['react-router-dom'].import).toBe(false);
  });
});
