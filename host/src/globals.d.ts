declare const __BUILD_VERSION__: string;

/** Module Federation's webpack bundler runtime, which the host gives the production areas. */
declare module 'portal-mf-bundler-runtime' {
  const federation: object;
  export default federation;
}
/** Module Federation's runtime plugin that gives the areas the host's federation runtime. */
declare module 'portal-mf-external-runtime-core-plugin' {
  import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
  export default function injectExternalRuntimeCore(): ModuleFederationRuntimePlugin;
}
