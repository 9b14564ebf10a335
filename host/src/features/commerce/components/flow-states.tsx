import { isActionError, paths, messageForPeople } from '@portal/contract';
import { Card, EmptyState, ErrorState } from '@portal/ui';
import { Link } from 'react-router-dom';

/** A refusal (4xx) is an answer: trying again would get the same one. Anything else may pass on a retry. */
export const isRefusal = (error: unknown) => isActionError(error) && error.status >= 400 && error.status < 500;
export const isNotFound = (error: unknown) => isActionError(error) && error.status === 404;

export function DashboardLink() {
  return <Link to={paths.dashboard}>Go to the dashboard</Link>;
}

/** Nothing was handed over from a service page (a new tab, or the flow is already done). */
export function NothingToConfirm({ title, children }: { title: string; children: string }) {
  return (
    <Card>
      <EmptyState title={title}>
        <p>{children}</p>
        <p>
          <DashboardLink />
        </p>
      </EmptyState>
    </Card>
  );
}

export interface LoadFailedProps {
  title: string;
  error: Error;
  onRetry: () => void;
  /** Where the customer goes back to change what was refused. */
  back: { to: string; label: string };
}

/** A failed load: the server's message; a retry unless the server refused, and always the way back. */
export function LoadFailed({ title, error, onRetry, back }: LoadFailedProps) {
  return (
    <Card>
      <ErrorState title={title} message={messageForPeople(error)} onRetry={isRefusal(error) ? undefined : onRetry} />
      <p style={{ textAlign: 'center', margin: 0 }}>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </Card>
  );
}
