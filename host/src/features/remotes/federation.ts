type FederationRuntime = typeof import('./federation-runtime');

let started: Promise<FederationRuntime> | undefined;

/** The federation runtime, loaded on first use: a page that shows no area (the login page) never fetches it. */
export function federation(): Promise<FederationRuntime> {
  // A failed fetch is forgotten: the area's Try again fetches it again.
  started ??= import(/* webpackChunkName: "federation" */ './federation-runtime').catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** Whether something has asked for the federation runtime yet. */
export const federationStarted = () => started !== undefined;
