import { PageHeader } from '@portal/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { ensureCommerceStyles } from '../commerce-styles';

export interface CommercePageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of each purchase and cancel page: its heading, which takes the focus on arrival (screen readers start there). */
export function CommercePage({ title, subtitle, children }: CommercePageProps) {
  ensureCommerceStyles();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = frame.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <div ref={frame} className="portal-commerce">
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );
}
