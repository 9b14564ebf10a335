import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from './states';

/** A route component whose code loads on first visit, with a loading state meanwhile. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, loadingLabel?: string): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState label={loadingLabel} />}>
        <Page />
      </Suspense>
    );
  };
}
