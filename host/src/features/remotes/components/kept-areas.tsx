import { LoadingState } from '@portal/ui';
import { Activity, memo, Suspense, useState } from 'react';
import { Outlet, Route, Routes, UNSAFE_RouteContext, useLocation, type Location } from 'react-router-dom';
import type { AreaMount } from '../areas';
import { keepShown, type KeptArea } from '../kept-areas';
import { RemoteAreaPage } from '../remote-area-page';

const TOP_LEVEL = { outlet: null, matches: [], isDataRoute: false };

/**
 * One area mount, at the page it was last shown on. Hidden, it keeps its DOM and state (React's Activity): its
 * effects stop (queries, timers), and come back when it is shown again, which then costs no render of its pages.
 */
const KeptAreaView = memo(function KeptAreaView({ area, base, location, shown }: AreaMount & { location: Location; shown: boolean }) {
  return (
    <div data-kept-area={base} data-shown={shown ? '' : undefined}>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <Suspense fallback={<LoadingState />}>
          {/* The area's own routes see the location it was last shown at, so a hidden area does not follow the
              address elsewhere (and never meets its own "not found"). They match from the root, as the mount's route
              did: not under this outlet's pathless route, which the router would take for a parent without "/*". */}
          <UNSAFE_RouteContext.Provider value={TOP_LEVEL}>
            <Routes location={location}>
              <Route path={`${base}/*`} element={<RemoteAreaPage area={area} base={base} />} />
            </Routes>
          </UNSAFE_RouteContext.Provider>
        </Suspense>
      </Activity>
    </div>
  );
});

/**
 * The signed-in pages' outlet, with the areas the user has opened kept: an area route renders nothing itself, and
 * the area it belongs to (`areaAt`: the mount the router picked for the address) is shown here; the others the user
 * has opened stay, hidden, so that going back to one is immediate and finds it as it was left. They are kept for one
 * person on one account: the signed-in shell starts its layout over for another (AuthenticatedShell).
 */
export function KeptAreas({ areaAt }: { areaAt: (pathname: string) => AreaMount | null }) {
  const location = useLocation();
  const current = areaAt(location.pathname);
  const [kept, setKept] = useState<readonly KeptArea[]>([]);
  const next = current ? keepShown(kept, current, location) : kept;
  // Derived from the address during render (not in an effect), so the area shows in the same commit as the route.
  if (next !== kept) setKept(next);
  return (
    <>
      <Outlet />
      {next.map((k) => (
        <KeptAreaView key={k.base} area={k.area} base={k.base} location={k.location} shown={k.base === current?.base} />
      ))}
    </>
  );
}
