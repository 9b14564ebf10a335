import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The release (the manifest's build version) of each remote as this tab loaded it. */
const loadedReleases = new Map<string, string>();

const buildVersionOf = (manifest: unknown): string | undefined => {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version ? version : undefined;
};

/** A runtime plugin: records which release of each area this tab loads, as the federation runtime reads its manifest. */
export function areaReleasesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-area-releases',
    loadRemoteSnapshot(args) {
      const version = args.from === 'manifest' ? buildVersionOf(args.manifestJson) : undefined;
      if (version) loadedReleases.set(args.moduleInfo.name, version);
      return args;
    },
  };
}

/**
 * Whether the area was deployed again since this tab loaded it: its manifest now names another release. Only asked
 * before a part of an area this tab has not loaded yet, so the tab opens that part from the new release. No answer in
 * time, or none at all, counts as no: the release this tab has still works (its chunks are kept).
 */
export async function hasNewRelease(remoteName: string, manifestUrl: string, timeoutMs = 3000): Promise<boolean> {
  const loaded = loadedReleases.get(remoteName);
  if (!loaded) return false;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    const current = response.ok ? buildVersionOf(await response.json()) : undefined;
    return current !== undefined && current !== loaded;
  } catch {
    return false;
  }
}

export function forgetRelease(remoteName: string) {
  loadedReleases.delete(remoteName);
}
