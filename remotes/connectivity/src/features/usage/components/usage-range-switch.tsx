import { USAGE_RANGES, type UsageRange } from '../api/get-usage';

/** 7, 30 or 90 days: toggle buttons, the chosen one pressed. */
export function UsageRangeSwitch({ value, onChange }: { value: UsageRange; onChange: (days: UsageRange) => void }) {
  return (
    <div className="portal-filter-buttons conn-range" role="group" aria-label="Period shown">
      {USAGE_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          className="portal-button portal-button--secondary"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}
