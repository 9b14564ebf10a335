import type { Area } from '@portal/config';
import { canAccess } from '@portal/contract';
import { lazyPage, PageHeader } from '@portal/ui';
import { Suspense, useDeferredValue, useEffect, useState, type ComponentProps } from 'react';
import { useSession } from '../../auth/use-session';
import '../dashboard.css';
import { useInstanceConfig } from '../../instance/instance-config';
import { dashboardAreas } from '../../remotes/area-navigation';
import { AreaCards } from './area-cards';
import { useFirstLayout } from '../use-first-layout';
import { useAccount } from '../../account/api/get-account';
import { useAlerts } from '../api/get-alerts';
import { useChildAccountsOverview } from '../api/get-child-accounts-overview';
import { DashboardAlerts } from './dashboard-alerts';
import { PlaceholderCards } from './dashboard-placeholder';

// Only an account with linked accounts (or whose list failed) shows this section: others never load its code.
const ChildAccountsSection = lazyPage<ComponentProps<typeof import('./child-accounts-section').ChildAccountsSection>>(() =>
  import('./child-accounts-section').then((m) => ({ default: m.ChildAccountsSection })),
);

/** Whether the section's code is here when `needed`: the first layout waits for it, so nothing moves when it comes. */
function useSectionCode(needed: boolean) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    // A failed load is the section's own to show (the page's error boundary): the layout does not wait for it.
    const done = () => live && setArrived(true);
    ChildAccountsSection.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [needed]);
  return !needed || arrived;
}

/** The order people look for things: what they owe first, then their services, then tickets and messages. */
const CARD_ORDER: Area[] = ['billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'account'];

/**
 * spec §2 /dashboard: alerts, then the cards of each area the instance enables and the token may use (an area left
 * out of the sidebar still has its cards), then the provider's promotions, kept apart from the service alerts. A reseller's clients come first of all; an enterprise parent's branches
 * follow the alerts. On a phone the Balance card (and Pay now) comes first, so that it is on the first screen.
 */
export default function DashboardPage() {
  const config = useInstanceConfig();
  const { claims } = useSession();
  // The greeting needs the account module; without it the dashboard simply does not greet by name.
  const greets = canAccess(['account'], claims);
  const account = useAccount({ enabled: greets });
  const children = useChildAccountsOverview();
  const alerts = useAlerts();
  const shown = new Set(dashboardAreas(config, claims?.portal_modules ?? []));
  const areas = CARD_ORDER.filter((area) => shown.has(area));
  const showsChildren = children.isError || (children.data?.accounts.length ?? 0) > 0;
  const childrenCode = useSectionCode(showsChildren);
  const layout = useFirstLayout(areas, !(greets && account.isPending) && !children.isPending && childrenCode && !alerts.isPending);
  // What sits above the cards is small and shows at once. All the cards then render together: as a background render
  // that yields to the browser, not one long task.
  const topShown = layout.top;
  const cardsShown = useDeferredValue(layout.cards);
  const welcome = account.data ? `Welcome, ${account.data.contact.firstName}.` : undefined;
  const clientsFirst = children.data?.relation === 'clients' && children.data.accounts.length > 0;
  const placeholders = <PlaceholderCards cards={areas.length} lead={areas[0] === 'billing'} />;

  // The greeting's line is kept from the first paint, so nothing moves down when it arrives.
  const header = <PageHeader title="Dashboard" subtitle={(topShown && welcome) || (greets ? '\u00a0' : undefined)} />;
  if (!topShown) {
    return (
      <>
        {header}
        <div className="portal-dashboard__grid">{placeholders}</div>
      </>
    );
  }

  const childAccounts = showsChildren && (
    <Suspense fallback={null}>
      <ChildAccountsSection overview={children} />
    </Suspense>
  );

  return (
    <>
      {header}
      <div className={`portal-dashboard__grid${clientsFirst ? ' portal-dashboard__grid--clients-first' : ''}`}>
        {clientsFirst && childAccounts}
        <div className="portal-dashboard__wide portal-dashboard__alerts-slot">
          <DashboardAlerts />
        </div>
        {!clientsFirst && childAccounts}
        {cardsShown ? areas.map((area) => <AreaCards key={area} area={area} claims={claims} />) : placeholders}
        {cardsShown && (
          <div className="portal-dashboard__wide portal-dashboard__alerts-slot">
            <DashboardAlerts kind="promotion" />
          </div>
        )}
      </div>
    </>
  );
}
