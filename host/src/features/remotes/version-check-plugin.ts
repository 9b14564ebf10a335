import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { AreaNeedsNewerPortalError, type UnmetNeed } from './version-check';

interface ProvidedShare {
  version?: string;
  from?: string;
}

/** The version of each shared module the host itself provides (a remote never provides one in production). */
export function hostProvidedVersions(options: { name: string; shared?: Record<string, ProvidedShare[] | undefined> }) {
  const versions = new Map<string, string>();
  for (const [name, shares] of Object.entries(options.shared ?? {})) {
    const own = (shares ?? []).find((share) => share.from === options.name && typeof share.version === 'string');
    if (own?.version) versions.set(name, own.version);
  }
  return versions;
}

/** The shared modules a remote's mf-manifest.json asks for that the portal does not provide in a version it accepts. */
export function unmetNeeds(manifest: unknown, provided: Map<string, string>): UnmetNeed[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const needs: UnmetNeed[] = [];
  for (const entry of shared as Array<{ name?: unknown; requiredVersion?: unknown }>) {
    if (typeof entry?.name !== 'string' || typeof entry.requiredVersion !== 'string' || !entry.requiredVersion) continue;
    const version = provided.get(entry.name) ?? null;
    if (version === null || !satisfy(version, entry.requiredVersion)) {
      needs.push({ name: entry.name, required: entry.requiredVersion, provided: version });
    }
  }
  return needs;
}

/** A runtime plugin: refuses an area whose manifest needs shared modules this portal cannot give it. */
export function areaVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-area-versions',
    loadRemoteSnapshot(args) {
      if (args.from === 'manifest') {
        const needs = unmetNeeds(args.manifestJson, hostProvidedVersions(args.options));
        if (needs.length > 0) throw new AreaNeedsNewerPortalError(args.moduleInfo.name, needs);
      }
      return args;
    },
  };
}
