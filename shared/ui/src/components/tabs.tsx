import { useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';

export interface TabsProps {
  tabs: { id: string; label: string }[];
  active: string;
  onChange: (id: string) => void;
  ariaLabel: string;
}

/** ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. */
export function Tabs({ tabs, active, onChange, ariaLabel }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={ariaLabel} className="portal-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className="portal-tabs__tab"
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Route tabs: a navigation list whose current page is marked with aria-current. */
export function LinkTabs({ tabs, ariaLabel }: { tabs: readonly { label: string; to: string }[]; ariaLabel: string }) {
  return (
    <nav aria-label={ariaLabel} className="portal-link-tabs">
      <ul>
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
