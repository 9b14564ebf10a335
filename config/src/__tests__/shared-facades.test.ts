import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The builds share our facades as 'react-router-dom' (shared-router.mjs) and '@tanstack/react-query'
// (shared-react-query.mjs): a name a facade leaves out is undefined in the browser (and only there: jest loads the real
// package). These tests keep each list and the code in step.
const root = path.join(__dirname, '..', '..', '..');
const load = createRequire(__filename);
const { hostSharedConfig, remoteSharedConfig, sharedConfig } = load('../../mf-preset.cjs');

interface Facade {
  key: string;
  file: string;
  /** Packages inside it that no code may import directly: an area would get a second copy, or none. */
  inside: string[];
  /** How many names the code imports from it at least (the test finds the imports it checks). */
  minImports: number;
}

const FACADES: Facade[] = [
  { key: 'react-router-dom', file: path.join(root, 'config', 'shared-router.mjs'), inside: ['react-router', '@remix-run/router'], minImports: 20 },
  { key: '@tanstack/react-query', file: path.join(root, 'config', 'shared-react-query.mjs'), inside: ['@tanstack/query-core'], minImports: 20 },
];

const namesOf = (file: string) =>
  new Set(
    /export\s*\{([^}]*)\}\s*from/.exec(readFileSync(file, 'utf8'))![1]
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

interface PackageImport {
  file: string;
  from: string;
  /** The names imported (or re-exported); null for a namespace, default or dynamic import, which a list cannot check. */
  names: string[] | null;
}

function packageImports(file: string, packages: string[]): PackageImport[] {
  const text = readFileSync(file, 'utf8');
  const found: PackageImport[] = [];
  const alternatives = packages.map((p) => p.replace(/[/.]/g, (c) => `\\${c}`)).join('|');
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^'";]*?)\\s*from\\s*['"](${alternatives})['"]`, 'g');
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
  for (const [, from] of text.matchAll(new RegExp(`(?:import|require)\\(\\s*['"](${alternatives})['"]\\s*\\)`, 'g'))) {
    found.push({ file: path.relative(root, file), from, names: null });
  }
  return found;
}

describe.each(FACADES)('the facade the builds share as $key', ({ key, file, inside, minImports }) => {
  const facadeNames = namesOf(file);
  const imports = bundledSources().flatMap((source) => packageImports(source, [key, ...inside]));

  it('finds the imports it checks', () => {
    expect(imports.filter((i) => i.from === key).length).toBeGreaterThan(minImports);
  });

  it('covers every name the bundled code imports', () => {
    const missing = imports
      .filter((i) => i.from === key && i.names)
      .flatMap((i) => i.names!.filter((name) => !facadeNames.has(name)).map((name) => `${i.file}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('is reached only by name: no import of a package inside it, no namespace, default or dynamic import', () => {
    // The one exception: the host's list of what it provides loads the key whole, which its build resolves to the facade.
    const provider = path.join('host', 'src', 'features', 'remotes', 'shared-modules.ts');
    const unchecked = imports.filter((i) => i.from !== key || (i.names === null && i.file !== provider)).map((i) => `${i.file}: ${i.from}`);
    expect(unchecked).toEqual([]);
  });

  it('exports only names the package has', () => {
    const pkg = createRequire(path.join(root, 'host', 'package.json'))(key);
    const unknown = [...facadeNames].filter((name) => pkg[name] === undefined);
    expect(facadeNames.size).toBeGreaterThan(5);
    expect(unknown).toEqual([]);
  });

  it('is what the host provides and every remote shares, with the packages inside it not shared on their own', () => {
    const remotes = readdirSync(path.join(root, 'remotes')).map((name) => `remotes/${name}`);
    const configs = [
      { pkg: 'host', shared: hostSharedConfig(path.join(root, 'host')) },
      // A remote's standalone build brings its own copy: the facade too.
      ...remotes.map((pkg) => ({ pkg, shared: sharedConfig(path.join(root, pkg)) })),
    ];
    for (const { pkg, shared } of configs) {
      // The version is the package's: left out, webpack would take config's own package.json for the facade's.
      const { version } = createRequire(path.join(root, pkg, 'package.json'))(`${key}/package.json`);
      const { import: provided, singleton, version: sharedVersion } = shared[key];
      expect({ pkg, provided, singleton, sharedVersion }).toEqual({ pkg, provided: file, singleton: true, sharedVersion: version });
      for (const name of inside) expect(shared[name]).toBeUndefined();
    }
    // A federated remote takes the host's.
    for (const pkg of remotes) expect(remoteSharedConfig(path.join(root, pkg))[key].import).toBe(false);
  });
});
