import { formatDate } from '@portal/ui';
import { useId } from 'react';

export interface EffectiveDateOption {
  value: string;
  label: string;
}

export const effectiveDateOptions = (today: string, firstOfNextMonth: string): EffectiveDateOption[] => [
  { value: today, label: 'Today' },
  { value: firstOfNextMonth, label: `1st of next month (${formatDate(firstOfNextMonth)})` },
];

/** When an upgrade takes effect: today, or the start of the next billing month. */
export function EffectiveDateChoice({
  options,
  value,
  onChange,
}: {
  options: EffectiveDateOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="conn-fieldset">
      <legend>When should the new plan start?</legend>
      {options.map((option) => (
        <label key={option.value} className="conn-radio">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
