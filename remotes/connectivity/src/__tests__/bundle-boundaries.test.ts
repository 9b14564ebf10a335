/**
 * What each federated module pulls in by static import decides what the browser downloads with it: the dashboard card
 * must stay small, the route table must load pages lazily, and uPlot must load only with a usage chart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/')) ?? null;
}

/** Every module reached from `entry` by static imports: local files (relative to src) and packages. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(file, spec);
      if (local) visit(local);
      else if (!spec.startsWith('.')) packages.add(spec);
    }
  };
  visit(join(SRC, entry));
  return { files: [...files].map((f) => relative(SRC, f)), packages: [...packages] };
}

describe('bundle boundaries', () => {
  it('keeps the dashboard card to itself (its services come from the dashboard’s shared request): no page, chart or uPlot', () => {
    const { files, packages } = staticGraph('dashboard-cards.tsx');
    expect(files.sort()).toEqual(['dashboard-cards.tsx']);
    expect(packages).not.toContain('uplot');
  });

  it('loads every page of the route table lazily (it holds only the query options of what the first page reads, asked ahead of a visit)', () => {
    const { files, packages } = staticGraph('routes.tsx');
    expect(files).toEqual(['routes.tsx', 'features/services/api/get-services.ts']);
    expect(packages).not.toContain('uplot');
    const lazyPages = [...readFileSync(join(SRC, 'routes.tsx'), 'utf8').matchAll(DYNAMIC_IMPORT)].map(([, spec]) => spec);
    expect(lazyPages).toEqual([
      './features/services/components/connectivity-page',
      './features/service-page/components/service-detail-page',
      './features/service-page/components/shared-member-page',
      './features/offers/components/offers-page',
    ]);
  });

  it('imports uPlot only dynamically, from the usage chart (through loadUplot of @portal/ui/chart)', () => {
    const pages = ['features/service-page/components/service-detail-page.tsx', 'features/service-page/components/shared-member-page.tsx', 'features/offers/components/offers-page.tsx'];
    for (const page of pages) expect(staticGraph(page).packages).not.toContain('uplot');
    const chart = readFileSync(join(SRC, 'features/usage/components/usage-chart.tsx'), 'utf8');
    expect(chart).toMatch(/import \{ loadUplot \} from '@portal\/ui\/chart'/);
    const loader = readFileSync(join(SRC, '../../../shared/ui/src/chart/load-uplot.ts'), 'utf8');
    expect([...loader.matchAll(DYNAMIC_IMPORT)].map(([, spec]) => spec)).toEqual(['uplot']);
    // What the chart and the loader import of uPlot statically is its types only, which the build drops.
    for (const source of [chart, loader]) expect(source.match(/^import .*'uplot';$/gm) ?? []).toEqual(["import type uPlot from 'uplot';"]);
  });
});
