import type { InstanceConfig } from '@portal/config';
import { isAreaEnabled, type Area } from '@portal/config/areas';
import { configureRemoteLoading } from '@portal/config/mf-retry-plugin';
import { remoteName } from '@portal/config/remote-name';
import type { DashboardCard, RemoteModule } from '@portal/contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRelease, hasNewRelease, watchAreaReleases } from './area-releases';
import { checkAreaVersions } from './version-check';

const manifests = new Map<Area, string>();

const remoteFor = (area: Area) => ({ name: remoteName(area), entry: manifests.get(area)! });

/**
 * Registers the manifest of every enabled area; a disabled area (or one whose service categories are all off) is
 * never registered, so never fetched.
 */
let watchingReleases = false;

export function registerEnabledAreas(config: InstanceConfig) {
  checkAreaVersions();
  if (!watchingReleases) {
    watchAreaReleases();
    watchingReleases = true;
  }
  // Each manifest and entry fetch gives up after this long: the area then shows its fallback with Try again.
  configureRemoteLoading({ timeoutMs: config.remoteTimeoutMs });
  manifests.clear();
  for (const area of Object.keys(config.remotes) as Area[]) {
    if (isAreaEnabled(config, area)) {
      manifests.set(area, new URL(config.remotes[area].manifestUrl, window.location.href).href);
    }
  }
  registerRemotes([...manifests.keys()].map(remoteFor));
}

const loaded = new Map<Area, Promise<RemoteModule>>();

/** An area deployed again since this tab loaded its cards: its pages open from the new release (safe rollouts). */
async function takeNewRelease(area: Area) {
  const entry = manifests.get(area);
  if (!entry || !(await hasNewRelease(remoteName(area), entry))) return;
  forgetRelease(remoteName(area));
  loadedCards.delete(area);
  registerRemotes([remoteFor(area)], { force: true });
}

/** Loads an area's './routes' module once. */
export function loadArea(area: Area): Promise<RemoteModule> {
  let pending = loaded.get(area);
  if (!pending) {
    pending = takeNewRelease(area).then(() => loadRemote<{ default: RemoteModule }>(`${remoteName(area)}/routes`)).then((mod) => {
      if (!mod?.default?.routes) throw new Error(`The ${area} area did not load.`);
      return mod.default;
    });
    loaded.set(area, pending);
  }
  return pending;
}

const loadedCards = new Map<Area, Promise<DashboardCard[]>>();

/** Loads an area's './dashboard-cards' module once: the dashboard never loads an area's routes. */
export function loadDashboardCards(area: Area): Promise<DashboardCard[]> {
  let pending = loadedCards.get(area);
  if (!pending) {
    pending = loadRemote<{ default: DashboardCard[] }>(`${remoteName(area)}/dashboard-cards`).then((mod) => {
      if (!Array.isArray(mod?.default)) throw new Error(`The ${area} cards did not load.`);
      return mod.default;
    });
    loadedCards.set(area, pending);
  }
  return pending;
}

/** Forgets a failed load, including the federation runtime's cached entry, so the next load fetches again. */
export function resetArea(area: Area) {
  loaded.delete(area);
  loadedCards.delete(area);
  if (manifests.has(area)) registerRemotes([remoteFor(area)], { force: true });
}

/** Warms an area up (on hover or idle) so that navigating there does not suspend. */
export function preloadArea(area: Area) {
  loadArea(area).catch(() => undefined);
}
