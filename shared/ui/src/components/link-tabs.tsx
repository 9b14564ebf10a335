import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';

export interface LinkTabsProps {
  tabs: readonly { label: string; to: string }[];
  ariaLabel: string;
}

/** Route tabs: a navigation list; the current page's link carries aria-current="page" and is scrolled into view. */
export function LinkTabs({ tabs, ariaLabel }: LinkTabsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  });
  return (
    <nav aria-label={ariaLabel} className="portal-link-tabs">
      <ul ref={listRef} className="portal-link-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="portal-link-tabs__tab" end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
