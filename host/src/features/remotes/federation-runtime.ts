// The portal's federation runtime: loaded when the first area is needed, never on the login page. It registers the
// shared modules the areas use, and gives the areas the host's federation runtime and webpack bundler runtime, so
// each area's remoteEntry.js carries neither.
import { createInstance } from '@module-federation/enhanced/runtime';
import retryPlugin from '@portal/config/mf-retry-plugin';
import bundlerRuntime from 'portal-mf-bundler-runtime';
import injectExternalRuntimeCore from 'portal-mf-external-runtime-core-plugin';
import { areaReleasesPlugin } from './area-releases';
import { providedShares } from './shared-modules';
import { areaVersionsPlugin } from './version-check-plugin';

// Read by each production area's entry (config/mf-bundler-runtime-consumer.js) when it runs.
(globalThis as { __portal_mf_bundler_runtime__?: object }).__portal_mf_bundler_runtime__ = bundlerRuntime;

export const portalFederation = createInstance({
  name: 'portal_host',
  remotes: [],
  shared: providedShares(),
  shareStrategy: 'loaded-first',
  plugins: [injectExternalRuntimeCore(), retryPlugin(), areaVersionsPlugin(), areaReleasesPlugin()],
});

export const { configureRemoteLoading } = retryPlugin;
