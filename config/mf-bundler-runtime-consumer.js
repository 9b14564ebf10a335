// In a production remote's federation entry, in place of Module Federation's webpack bundler runtime: the bundler
// runtime's functions come from the host (host/src/features/remotes/federation-runtime.ts), so each remoteEntry.js leaves out its own
// copy. Two parts stay the remote's own: the federation runtime's entry points, built with the remote's identity (its
// instance is found by it), and initContainerEntry, which the host's copy leaves out since the host exposes nothing.
// Only these two of the federation runtime's entry points are called through `federation.runtime`.
import { getRemoteEntry, init } from 'portal-mf-runtime';
import { initContainerEntry } from 'portal-mf-init-container-entry';

const host = globalThis.__portal_mf_bundler_runtime__;
if (!host) throw new Error('This area runs inside the portal host, which gives it the federation bundler runtime.');

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
