import type { Area } from '@portal/config';
import type { RemoteModule } from '@portal/contract';
import { LoadingState } from '@portal/ui';
import { CanAccess, useEnabledServiceCategories } from '@portal/ui/access';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AREA_LABELS } from '../area-navigation';
import { arrivedArea, loadArea, resetArea } from '../load-area';
import { relativeRoutes } from '../relative-routes';
import { AreaErrorBoundary } from './area-error-boundary';
import { NoAccessPage } from './no-access-page';

/**
 * spec §6 can-access: a page whose modules the token lacks is not shown, whoever types its address; a page of service
 * categories the instance does not run is not there at all (/404).
 */
export function AreaRoutes({ remote, base, areaLabel }: { remote: RemoteModule; base: string; areaLabel: string }) {
  const enabled = useEnabledServiceCategories();
  const routes = useMemo(
    () => relativeRoutes(remote, base).filter((r) => !r.categories || enabled === null || r.categories.some((c) => enabled.includes(c))),
    [remote, base, enabled],
  );
  return (
    <Routes>
      {routes.map(({ path, Component, modules = [] }) => (
        <Route
          key={path}
          path={path}
          element={
            <CanAccess modules={modules} fallback={<NoAccessPage areaLabel={areaLabel} />}>
              <Component />
            </CanAccess>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** Loads an area's remote at run time and renders its routes, with a fallback and retry of its own. */
export default function RemoteArea({ area, base }: { area: Area; base: string }) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => loadArea(area).then((remote) => ({ default: () => <AreaRoutes remote={remote} base={base} areaLabel={AREA_LABELS[area]} /> }))),
    // attempt: a retry makes a new lazy component, so the load runs again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [area, base, attempt],
  );
  // Loaded ahead (idle or hover): rendered at once, with no loading state to flash. Decided once per mount (and per
  // retry): switching to the arrived area later would mount its page again and lose its state.
  const [arrivedAtMount] = useState(() => arrivedArea(area));
  const arrived = attempt === 0 ? arrivedAtMount : undefined;
  return (
    <AreaErrorBoundary
      areaLabel={AREA_LABELS[area]}
      onRetry={() => {
        resetArea(area);
        setAttempt((n) => n + 1);
      }}
    >
      {arrived ? (
        <AreaRoutes remote={arrived} base={base} areaLabel={AREA_LABELS[area]} />
      ) : (
        <Suspense fallback={<LoadingState label={`Loading ${AREA_LABELS[area]}…`} />}>
          <Loaded />
        </Suspense>
      )}
    </AreaErrorBoundary>
  );
}
