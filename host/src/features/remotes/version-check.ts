import { registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What an area built against newer shared modules than this portal provides shows in its own place. */
export const NEEDS_NEWER_PORTAL = 'This area needs a newer version of the portal';

/** A shared module an area needs in a version range the portal's own version of it is outside of (or not provided). */
export interface UnmetNeed {
  name: string;
  required: string;
  provided: string | null;
}

/** Thrown while an area's manifest is read, before any of its code runs: the area would crash on this portal. */
export class AreaNeedsNewerPortalError extends Error {
  readonly remote: string;
  readonly needs: UnmetNeed[];

  constructor(remote: string, needs: UnmetNeed[]) {
    const described = needs.map((n) => `${n.name} ${n.required} (the portal provides ${n.provided ?? 'none'})`).join(', ');
    super(`${remote} needs ${described}`);
    this.name = 'AreaNeedsNewerPortalError';
    this.remote = remote;
    this.needs = needs;
  }
}

export const needsNewerPortal = (error: unknown): error is AreaNeedsNewerPortalError => error instanceof AreaNeedsNewerPortalError;

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

let checking = false;

/** Checks every area's manifest against the portal's shared modules before the area's code is loaded. */
export function checkAreaVersions() {
  if (checking) return;
  checking = true;
  registerPlugins([areaVersionsPlugin()]);
}
