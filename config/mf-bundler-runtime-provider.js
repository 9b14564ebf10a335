// Runtime plugin of the host: gives the production remotes the host's webpack bundler runtime of Module Federation
// (the glue between webpack's chunks and the federation runtime), as `provideExternalRuntime` gives them the federation
// runtime itself. Each remote's entry then leaves out its own copy (about 4 KB gzip in every remoteEntry.js).
// 'portal-mf-bundler-runtime' is an alias for the very module the host's own federation entry imports.
import federation from 'portal-mf-bundler-runtime';

globalThis.__portal_mf_bundler_runtime__ = federation;

export default function portalBundlerRuntimeProvider() {
  return { name: 'portal-bundler-runtime-provider' };
}
