import { useEffect } from 'react';

/**
 * `@portal/ui/page-title`: the document title, '<Page> · <brand>'. The host names the pages it knows from their
 * address (a fallback title); a page whose name depends on its data (a service's product, a ticket) names itself,
 * and its title wins over the fallback while it is shown.
 */
interface TitleEntry {
  title: string;
  fallback: boolean;
}

const entries: TitleEntry[] = [];
let brandName = '';

function showTitle() {
  if (typeof document === 'undefined') return;
  let shown: TitleEntry | undefined;
  for (let i = entries.length - 1; i >= 0 && !shown; i--) if (!entries[i].fallback) shown = entries[i];
  shown ??= entries[entries.length - 1];
  const title = shown ? (brandName ? `${shown.title} · ${brandName}` : shown.title) : brandName;
  // Written only when it changes: each write costs the browser a few milliseconds (it tells the tab and history).
  if (title && document.title !== title) document.title = title;
}

/** The instance's brand name, the second half of every title (the host sets it once it has the instance config). */
export function configurePageTitle(brand: string) {
  brandName = brand;
  showTitle();
}

export interface PageTitleOptions {
  /** A title from the address only: any page's own title takes its place. */
  fallback?: boolean;
}

/** Names the page in the document title while the calling component is shown; nothing while `title` is empty. */
export function usePageTitle(title: string | null | undefined, { fallback = false }: PageTitleOptions = {}) {
  useEffect(() => {
    if (!title) return;
    const entry = { title, fallback };
    entries.push(entry);
    showTitle();
    return () => {
      entries.splice(entries.indexOf(entry), 1);
      // After the commit: the next page's title, mounted in the same commit, is then shown without the brand alone
      // in between.
      queueMicrotask(showTitle);
    };
  }, [title, fallback]);
}
