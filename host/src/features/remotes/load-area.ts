import type { InstanceConfig } from '@portal/config';
import { enabledExtraAreas, isAreaEnabled, type Area } from '@portal/config/areas';
import { remoteName } from '@portal/config/remote-name';
import { reportError, type DashboardCard, type RemoteModule } from '@portal/contract';
import { forgetRelease, hasNewRelease } from './area-releases';
import { areaBases, routesOutside } from './areas';
import { federation, federationStarted } from './federation';

/** An area's key: one of the portal's own areas, or an area the instance adds (`extraAreas`). */
export type AreaKey = Area | (string & {});

const manifests = new Map<AreaKey, string>();
/** The paths each registered area is mounted at: a route it declares elsewhere is never shown, and is reported. */
const mounts = new Map<AreaKey, string[]>();

const remoteFor = (area: AreaKey) => ({ name: remoteName(area), entry: manifests.get(area)! });

type Remote = ReturnType<typeof remoteFor>;

/** The instance's time limit for each manifest and entry fetch: the area then shows its fallback with Try again. */
let remoteTimeoutMs: number | undefined;

/** Tells the federation runtime, if it is loaded, of remotes; when it loads it is told of every enabled area. */
function register(remotes: Remote[], options?: { force: boolean }) {
  if (!federationStarted()) return;
  federation()
    .then((runtime) => {
      if (remoteTimeoutMs !== undefined) runtime.configureRemoteLoading({ timeoutMs: remoteTimeoutMs });
      runtime.portalFederation.registerRemotes(remotes, options);
    })
    // The runtime's own fetch failed: the load that asked for it shows the area's fallback, and Try again asks anew.
    .catch(() => undefined);
}

/** The federation runtime, with every enabled area registered (the first call loads it and registers them). */
async function runtimeWithAreas() {
  const starting = !federationStarted();
  const runtime = federation();
  if (starting) register([...manifests.keys()].map(remoteFor));
  return (await runtime).portalFederation;
}

/**
 * Records the manifest of every enabled area; a disabled area (or one whose service categories are all off) is never
 * registered, so never fetched.
 */
export function registerEnabledAreas(config: InstanceConfig) {
  remoteTimeoutMs = config.remoteTimeoutMs;
  manifests.clear();
  mounts.clear();
  for (const area of Object.keys(config.remotes) as Area[]) {
    if (isAreaEnabled(config, area)) {
      manifests.set(area, new URL(config.remotes[area].manifestUrl, window.location.href).href);
      mounts.set(area, areaBases(area));
    }
  }
  // Not one of the portal's own areas' keys: the instance schema refuses those.
  for (const extra of enabledExtraAreas(config)) {
    manifests.set(extra.key, new URL(extra.manifestUrl, window.location.href).href);
    mounts.set(extra.key, [extra.mountPath]);
  }
  register([...manifests.keys()].map(remoteFor));
}

const loaded = new Map<AreaKey, Promise<RemoteModule>>();
const arrivedAreas = new Map<AreaKey, RemoteModule>();

/** Tells the area's developers (console) and the portal's operators (/api/logger) about routes no mount shows. */
function reportRoutesOutsideMounts(area: AreaKey, remote: RemoteModule) {
  const outside = routesOutside(remote, mounts.get(area) ?? []);
  if (outside.length === 0) return;
  const message = `The ${area} area declares routes outside its mount (${(mounts.get(area) ?? []).join(', ')}), which are not shown: ${outside.join(', ')}`;
  console.warn(message);
  reportError(new Error(message));
}

/** An area deployed again since this tab loaded its cards: its pages open from the new release (safe rollouts). */
async function takeNewRelease(area: AreaKey) {
  const entry = manifests.get(area);
  if (!entry || !(await hasNewRelease(remoteName(area), entry))) return;
  forgetRelease(remoteName(area));
  arrivedAreas.delete(area);
  loadedCards.delete(area);
  arrivedCards.delete(area);
  (await runtimeWithAreas()).registerRemotes([remoteFor(area)], { force: true });
}

/** Loads an area's './routes' module once. */
export function loadArea(area: AreaKey): Promise<RemoteModule> {
  let pending = loaded.get(area);
  if (!pending) {
    pending = takeNewRelease(area)
      .then(() => runtimeWithAreas())
      .then((runtime) => runtime.loadRemote<{ default: RemoteModule }>(`${remoteName(area)}/routes`))
      .then((mod) => {
        if (!Array.isArray(mod?.default?.routes)) throw new Error(`The ${area} area did not load.`);
        reportRoutesOutsideMounts(area, mod.default);
        arrivedAreas.set(area, mod.default);
        return mod.default;
      });
    loaded.set(area, pending);
  }
  return pending;
}

const loadedCards = new Map<AreaKey, Promise<DashboardCard[]>>();
/** The cards of each area whose module has arrived, for a render that must not suspend (the dashboard keeps its layout). */
const arrivedCards = new Map<AreaKey, DashboardCard[]>();

/** Loads an area's './dashboard-cards' module once: the dashboard never loads an area's routes. */
export function loadDashboardCards(area: Area): Promise<DashboardCard[]> {
  let pending = loadedCards.get(area);
  if (!pending) {
    pending = runtimeWithAreas()
      .then((runtime) => runtime.loadRemote<{ default: DashboardCard[] }>(`${remoteName(area)}/dashboard-cards`))
      .then((mod) => {
        if (!Array.isArray(mod?.default)) throw new Error(`The ${area} cards did not load.`);
        arrivedCards.set(area, mod.default);
        return mod.default;
      });
    loadedCards.set(area, pending);
  }
  return pending;
}

/** An area's cards if their module has arrived (see loadDashboardCards), else undefined. */
export const arrivedDashboardCards = (area: Area): DashboardCard[] | undefined => arrivedCards.get(area);

/** Forgets a failed load, including the federation runtime's cached entry, so the next load fetches again. */
export function resetArea(area: AreaKey) {
  loaded.delete(area);
  arrivedAreas.delete(area);
  loadedCards.delete(area);
  arrivedCards.delete(area);
  if (manifests.has(area)) register([remoteFor(area)], { force: true });
}

/** An area's routes module if it has arrived (see loadArea), else undefined: a render that finds it need not suspend. */
export const arrivedArea = (area: AreaKey): RemoteModule | undefined => arrivedAreas.get(area);
