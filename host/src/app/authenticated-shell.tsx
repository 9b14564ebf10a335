import { getAccessToken, paths, subscribeSession } from '@portal/contract';
import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureFeatureCheck, configureInstanceOffer, featureCheckFromFlags } from '@portal/ui/access';
import { configurePageTitle } from '@portal/ui/page-title';
import { useRef, useSyncExternalStore } from 'react';
import { useMatch } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { PublicLayout } from '../features/layout/components/public-layout';
import { useInstanceConfig } from '../features/instance/instance-config';
import { isPageOffered } from '../features/remotes/areas';
import { PwaShellExtras } from '../features/pwa/components/pwa-shell-extras';
import { sessionHolder } from '../features/session/session-holder';

/** The host's one QueryClient. It lives in this chunk so that the login page does not load react-query. */
const queryClient = createPortalQueryClient();

/**
 * Whose data the cache holds. When the token changes hands (expiry or sign-out, then another person or account; a
 * token from the address) the cache is emptied, so nobody sees the previous session's data; a re-authentication
 * of the same person on the same account keeps it.
 */
let holder = sessionHolder(getAccessToken());
subscribeSession(() => {
  const next = sessionHolder(getAccessToken());
  if (next === holder) return;
  holder = next;
  queryClient.clear();
});

/**
 * The frame of every signed-in page: data layer and layout; the page itself comes through the layout's outlet.
 * spec §2: the hosted payment provider's return page is signed in but uses the simple layout (no sidebar).
 */
export default function AuthenticatedShell() {
  const simpleLayout = useMatch(paths.payHostRedirect) !== null;
  // Another person's or account's session starts the layout over: no page, kept area or form keeps what it showed
  // the previous one.
  const sessionOf = useSyncExternalStore(subscribeSession, () => sessionHolder(getAccessToken()));
  const config = useInstanceConfig();
  // spec §6 feature-config and what the instance offers (its service categories and store): set here, not at
  // start-up, so that the login page does not load the access helpers; during render, before any page asks. The
  // instance config does not change while the page lives.
  const configuredFor = useRef<typeof config | null>(null);
  if (configuredFor.current !== config) {
    configuredFor.current = config;
    configureFeatureCheck(featureCheckFromFlags(config.features));
    configureInstanceOffer({
      serviceCategories: config.enabledServiceCategories,
      storeUrl: config.storeUrl,
      pageOffered: (path) => isPageOffered(config, path),
      capabilities: config.capabilities ?? null,
    });
    configurePageTitle(config.brandName);
  }
  return (
    <QueryClientProvider client={queryClient}>
      {simpleLayout ? <PublicLayout key={sessionOf} /> : <AppLayout key={sessionOf} />}
      <PwaShellExtras />
    </QueryClientProvider>
  );
}
