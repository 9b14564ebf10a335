import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps {
  tabs: { id: string; label: string }[];
  active: string;
  onChange: (id: string) => void;
  ariaLabel: string;
  /** The active tab's content; when given it is rendered in a tabpanel labelled by its tab. */
  children?: ReactNode;
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
};

/** ARIA tabs: one tab stop; arrow keys, Home and End move to a tab and select it. */
export function Tabs({ tabs, active, onChange, ariaLabel, children }: TabsProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(0, tabs.findIndex((tab) => tab.id === active));
  const tabId = (index: number) => `portal-tab-${prefix}-${index}`;
  const panelId = `portal-tabpanel-${prefix}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const next = move(index, tabs.length - 1);
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" className="portal-tabs">
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={children !== undefined && selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className="portal-tabs__tab"
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeIndex)} tabIndex={0} className="portal-tabs__panel">
          {children}
        </div>
      )}
    </>
  );
}
