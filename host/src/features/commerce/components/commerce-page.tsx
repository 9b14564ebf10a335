import { CAPABILITY_UNAVAILABLE_MESSAGES } from '@portal/contract';
import { EmptyState, PageHeader } from '@portal/ui';
import { useCapability } from '@portal/ui/access';
import { useEffect, useRef, type ReactNode } from 'react';
import '../commerce.css';

export interface CommercePageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of each purchase and cancel page: its heading, which takes the focus on arrival (screen readers start there).
 * Without provisioning (production before its adapter is configured) the page says so instead of offering the order.
 */
export function CommercePage({ title, subtitle, children }: CommercePageProps) {
  const provisioning = useCapability('provisioning');
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = frame.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <div ref={frame} className="portal-commerce">
      <PageHeader title={title} subtitle={provisioning ? subtitle : undefined} />
      {provisioning ? (
        children
      ) : (
        <EmptyState title="This cannot be done here at the moment.">
          <p>{CAPABILITY_UNAVAILABLE_MESSAGES.provisioning}</p>
        </EmptyState>
      )}
    </div>
  );
}
