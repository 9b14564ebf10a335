import { formatLongDate, formatMonth } from '@portal/contract/format';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isoDate } from './parse-date';

/** Weeks start on Monday. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/* Day arithmetic on 'YYYY-MM-DD' in UTC: a calendar day has no time zone. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 0 for Monday … 6 for Sunday. */
const weekdayOf = (iso: string) => (utc(iso).getUTCDay() + 6) % 7;

export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day so many months on, or the month's last day when it is shorter (31 Jan + 1 month = 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const index = year * 12 + month - 1 + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return isoDate(toYear, toMonth, Math.min(day, daysIn(toYear, toMonth))) ?? iso;
}

const clamp = (iso: string, min?: string, max?: string) => (min && iso < min ? min : max && iso > max ? max : iso);

/** 'Friday, 20 November 2026': what a screen reader says for a day. */
export function longDate(iso: string): string {
  return `${WEEKDAYS[weekdayOf(iso)]}, ${formatLongDate(iso)}`;
}

export interface CalendarProps {
  /** The field's label: names the dialog. */
  label: string;
  /** The chosen day, if any ('YYYY-MM-DD'). */
  selected: string | null;
  today: string;
  min?: string;
  max?: string;
  onSelect: (iso: string) => void;
  /** Escape: close without choosing. */
  onClose: () => void;
}

/**
 * A month grid to choose a day from (the WAI-ARIA date picker dialog pattern): it opens at the chosen day (or today)
 * with focus on it; arrows move by day and week, Home/End to the week's ends, Page Up/Down by month (with Shift by
 * year), Enter or Space chooses, Escape closes. Days outside min..max can be reached but not chosen.
 */
export function Calendar({ label, selected, today, min, max, onSelect, onClose }: CalendarProps) {
  const [focused, setFocused] = useState(() => clamp(selected ?? today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the focused day when it was moved from the keyboard (and on opening), not when a month button was used.
  const focusDay = useRef(true);
  const monthId = useId();

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  });

  const [year, month] = focused.split('-').map(Number);
  const first = isoDate(year, month, 1)!;
  const last = isoDate(year, month, daysIn(year, month))!;
  const outside = (iso: string) => (!!min && iso < min) || (!!max && iso > max);
  const earlierAllowed = !min || addDays(first, -1) >= min;
  const laterAllowed = !max || addDays(last, 1) <= max;

  const moveTo = (iso: string, withFocus: boolean) => {
    focusDay.current = withFocus;
    setFocused(clamp(iso, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayOf(focused)),
      End: () => addDays(focused, 6 - weekdayOf(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    if (event.key === 'Escape') {
      // Only the calendar closes, not a dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (steps[event.key]) {
      event.preventDefault();
      moveTo(steps[event.key](), true);
    }
  };

  const lead = weekdayOf(first);
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysIn(year, month) }, (_, i) => isoDate(year, month, i + 1)),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  return (
    <div
      role="dialog"
      aria-label={`${label}: choose a date`}
      className="portal-date-field__popover"
      // Clicks on the calendar's gaps keep focus inside, so they do not close it.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget || !(event.target as HTMLElement).closest('button')) event.preventDefault();
      }}
    >
      <div className="portal-date-field__head">
        <button type="button" className="portal-date-field__nav" aria-label="Previous month" aria-disabled={!earlierAllowed || undefined} onClick={() => earlierAllowed && moveTo(addMonths(focused, -1), false)}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id={monthId} className="portal-date-field__month" aria-live="polite">
          {formatMonth(year, month)}
        </p>
        <button type="button" className="portal-date-field__nav" aria-label="Next month" aria-disabled={!laterAllowed || undefined} onClick={() => laterAllowed && moveTo(addMonths(focused, 1), false)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={monthId} className="portal-date-field__grid">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={day}>
                {day.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((iso, index) =>
                iso ? (
                  <td key={iso} role="gridcell" aria-selected={iso === selected}>
                    <button
                      type="button"
                      className="portal-date-field__day"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={longDate(iso)}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-disabled={outside(iso) || undefined}
                      onClick={() => !outside(iso) && onSelect(iso)}
                      onKeyDown={onKeyDown}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
