import { ACCOUNT_TABS } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkTabs } from './tabs';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  tabs?: readonly { label: string; to: string }[];
}

export function PageHeader({ title, subtitle, actions, tabs }: PageHeaderProps) {
  return (
    <header className="portal-page-header">
      <div className="portal-page-header__row">
        <div>
          <h1 className="portal-page-header__title">{title}</h1>
          {subtitle && <p className="portal-page-header__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="portal-page-header__actions">{actions}</div>}
      </div>
      {tabs && <LinkTabs tabs={tabs} ariaLabel={`${title} sections`} />}
    </header>
  );
}

/** spec §2: the My Account section header, with a tab per account route and Back to Dashboard. */
export function AccountSectionHeader() {
  return (
    <PageHeader
      title="My Account"
      subtitle="Manage your Personal Info and Payment Details"
      tabs={ACCOUNT_TABS}
      actions={
        <Link to="/dashboard" className="portal-button portal-button--secondary">
          Back to Dashboard
        </Link>
      }
    />
  );
}
