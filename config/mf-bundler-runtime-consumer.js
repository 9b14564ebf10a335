// In a production remote's federation entry, in place of Module Federation's webpack bundler runtime: the bundler
// runtime's functions come from the host (host/src/features/remotes/federation-runtime.ts), so each remoteEntry.js
// leaves out its own copy. The federation runtime's entry points stay the remote's own, built with the remote's
// identity (its instance is found by it); only these two of them are called through `federation.runtime`.
import { getRemoteEntry, init } from 'portal-mf-runtime';

const host = globalThis.__portal_mf_bundler_runtime__;
if (!host) throw new Error('This area runs inside the portal host, which gives it the federation bundler runtime.');

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: host.bundlerRuntime,
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
