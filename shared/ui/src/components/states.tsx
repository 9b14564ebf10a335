import type { ReactNode } from 'react';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="portal-state portal-state--loading" role="status">
      <span className="portal-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="portal-state portal-state--empty">
      <p className="portal-state__title">{title}</p>
      {children && <div>{children}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  message: string;
  /** When given, a 'Try again' button calls it. */
  onRetry?: () => void;
}

export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <div className="portal-state portal-state--error" role="alert">
      <h2 className="portal-state__title">{title}</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="portal-button portal-button--primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
