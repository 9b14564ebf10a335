import type { ExtraArea as ExtraAreaConfig } from '@portal/config/areas';
import { LoadingState } from '@portal/ui';
import { CanAccess } from '@portal/ui/access';
import { usePageTitle } from '@portal/ui/page-title';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadArea, resetArea } from '../load-area';
import { AreaErrorBoundary } from './area-error-boundary';
import { NoAccessPage } from './no-access-page';
import { AreaRoutes } from './remote-area';

/**
 * An area the instance adds (`extraAreas`): its remote is loaded at run time from its manifestUrl and its routes
 * are shown under its mount path, behind the modules the instance names for it, with the fallback and retry of the
 * portal's own areas.
 */
export default function ExtraArea({ area }: { area: ExtraAreaConfig }) {
  const { key, mountPath, label, modules } = area;
  usePageTitle(label, { fallback: true });
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => loadArea(key).then((remote) => ({ default: () => <AreaRoutes remote={remote} base={mountPath} areaLabel={label} /> }))),
    // attempt: a retry makes a new lazy component, so the load runs again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, mountPath, label, attempt],
  );
  return (
    <CanAccess modules={modules} fallback={<NoAccessPage areaLabel={label} />}>
      <AreaErrorBoundary
        areaLabel={label}
        onRetry={() => {
          resetArea(key);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<LoadingState label={`Loading ${label}…`} />}>
          <Loaded />
        </Suspense>
      </AreaErrorBoundary>
    </CanAccess>
  );
}
