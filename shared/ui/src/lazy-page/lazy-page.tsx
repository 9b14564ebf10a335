import { lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface PreloadablePage<P extends object> {
  (props: P): ReactElement;
  /** Loads the page's code now (once); a render after it has arrived does not suspend. */
  preload: () => Promise<unknown>;
}

/**
 * A page whose code loads on first visit, like React.lazy, that can also be loaded ahead (on idle or hover): once
 * its module has arrived the page renders at once, without suspending, so opening it shows no loading state.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadablePage<P> {
  let arrived: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (arrived = module.default),
      (error: unknown) => {
        // A failed load may be tried again (the error boundary's Try again, or the next preload).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  function Page(props: P) {
    // Decided once per mount: a page that first rendered through Lazy keeps it, since switching to the arrived
    // component would mount the page again and lose its state (a modal opened from the address, taken once).
    const [Arrived] = useState(() => arrived);
    return Arrived ? <Arrived {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
