import { isWithinPath } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

export interface LinkTab {
  label: string;
  to: string;
  /** Other pages (and the pages below them) on which this tab is the current one, e.g. a section's sub-pages. */
  activeFor?: readonly string[];
}

export interface LinkTabsProps {
  tabs: readonly LinkTab[];
  ariaLabel: string;
}

/** The tab whose page (or one of its `activeFor` pages) holds `pathname` most closely: the longest matching path wins. */
export function currentTab<T extends LinkTab>(tabs: readonly T[], pathname: string): T | undefined {
  let best: T | undefined;
  let bestLength = -1;
  for (const tab of tabs) {
    for (const base of [tab.to, ...(tab.activeFor ?? [])]) {
      if (base.length > bestLength && isWithinPath(pathname, base)) {
        best = tab;
        bestLength = base.length;
      }
    }
  }
  return best;
}

/**
 * Route tabs: a navigation list; the current page's link carries aria-current="page" (on its sub-pages too) and is
 * scrolled into view. On a narrow screen the list scrolls sideways, with a shadow on the side that has more tabs.
 */
export function LinkTabs({ tabs, ariaLabel }: LinkTabsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const current = currentTab(tabs, useLocation().pathname);
  // Once per change of tab, in the next frame: reading the list's sizes straight after React changed the page would
  // make the browser lay the whole page out an extra time, on every render.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !link || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [current?.to]);
  return (
    <nav aria-label={ariaLabel} className="portal-link-tabs">
      <ul ref={listRef} className="portal-link-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="portal-link-tabs__tab" aria-current={tab === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
