/** What the build knows of each shared module the host provides: its installed version and the range it accepts. */
declare const __PORTAL_SHARED__: Record<string, { version: string; requiredVersion: string | false }>;

/**
 * Every module the portal shares with its areas, and how to load it. The host's build resolves each of these names to
 * the very file its own code uses (config/webpack-base.cjs), so an area gets the host's copy of each: one React, one
 * router, one @portal/ui. A test checks that this list names what config/mf-preset.cjs says the host provides.
 */
export const SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router-dom': () => import('react-router-dom'),
  jotai: () => import('jotai'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  'react-hook-form': () => import('react-hook-form'),
  '@portal/contract': () => import('@portal/contract'),
  '@portal/contract/catalogue': () => import('@portal/contract/catalogue'),
  '@portal/contract/query': () => import('@portal/contract/query'),
  '@portal/contract/upload-progress': () => import('@portal/contract/upload-progress'),
  '@portal/contract/commerce-flow': () => import('@portal/contract/commerce-flow'),
  '@portal/contract/card-payment': () => import('@portal/contract/card-payment'),
  '@portal/contract/format': () => import('@portal/contract/format'),
  '@portal/ui': () => import('@portal/ui'),
  '@portal/ui/access': () => import('@portal/ui/access'),
  '@portal/ui/address-lookup': () => import('@portal/ui/address-lookup'),
  '@portal/ui/chart': () => import('@portal/ui/chart'),
  '@portal/ui/dashboard': () => import('@portal/ui/dashboard'),
  '@portal/ui/data-table': () => import('@portal/ui/data-table'),
  '@portal/ui/date-field': () => import('@portal/ui/date-field'),
  '@portal/ui/download': () => import('@portal/ui/download'),
  '@portal/ui/page-title': () => import('@portal/ui/page-title'),
  '@portal/ui/service-page': () => import('@portal/ui/service-page'),
};

/**
 * The shared modules as the federation runtime takes them: each a singleton, loaded when an area first asks for it.
 * `loaded-first` lets an area use a module the host has already loaded without fetching anything.
 */
export function providedShares(build = __PORTAL_SHARED__) {
  return Object.fromEntries(
    Object.entries(SHARED_MODULES).map(([name, load]) => {
      const { version, requiredVersion } = build[name];
      return [
        name,
        {
          version,
          scope: 'default',
          get: () => load().then((module) => () => module),
          shareConfig: { singleton: true, requiredVersion, strictVersion: false, eager: false },
        },
      ];
    }),
  );
}
