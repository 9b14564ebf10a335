import { useId } from 'react';
import { formatData } from '../lib/format-data';

export interface DataUsedMeterProps {
  usedMb: number;
  /** null: uncapped, so there is nothing to fill; the amount used is still shown. */
  capMb: number | null;
  label?: string;
  note?: string;
}

/** Data used against the cap as a meter, with the figures as text so that the bar is never the only signal. */
export function DataUsedMeter({ usedMb, capMb, label = 'Data used this period', note }: DataUsedMeterProps) {
  const labelId = useId();
  if (capMb === null) {
    return (
      <div className="conn-meter">
        <p className="conn-meter__label" style={{ margin: 0 }}>
          <span>{label}</span>
          <strong>Uncapped · {formatData(usedMb)} used</strong>
        </p>
        {note && <p className="conn-meter__note">{note}</p>}
      </div>
    );
  }
  const share = capMb > 0 ? usedMb / capMb : usedMb > 0 ? 1 : 0;
  const percent = Math.round(share * 100);
  const state = share > 1 ? ' conn-meter--over' : share >= 0.8 ? ' conn-meter--high' : '';
  const text = `${formatData(usedMb)} of ${formatData(capMb)} used (${percent}%)`;
  return (
    <div className={`conn-meter${state}`}>
      <p className="conn-meter__label" style={{ margin: 0 }}>
        <span id={labelId}>{label}</span>
        <strong>{text}</strong>
      </p>
      <div
        className="conn-meter__track"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={capMb}
        aria-valuenow={Math.min(usedMb, capMb)}
        aria-valuetext={text}
      >
        <div className="conn-meter__fill" style={{ width: `${Math.min(100, share * 100)}%` }} />
      </div>
      {note && <p className="conn-meter__note">{note}</p>}
    </div>
  );
}
