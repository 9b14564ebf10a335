import { ACCOUNT_TABS, canAccess, paths } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkTabs } from './link-tabs';
import { useFeatureCheck } from '../access/feature-config';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** Route tabs under the title, e.g. one per page of a section. */
  tabs?: readonly { label: string; to: string }[];
}

/** The page's h1, an optional subtitle and actions, and optional route tabs. */
export function PageHeader({ title, subtitle, actions, tabs }: PageHeaderProps) {
  return (
    <header className="portal-page-header">
      <div className="portal-page-header__row">
        <div className="portal-page-header__heading">
          <h1 className="portal-page-header__title">{title}</h1>
          {subtitle && <p className="portal-page-header__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="portal-page-header__actions">{actions}</div>}
      </div>
      {tabs && tabs.length > 0 && <LinkTabs tabs={tabs} ariaLabel={`${title} sections`} />}
    </header>
  );
}

/**
 * spec §2: the My Account section header, with a tab per account route and a Back to Dashboard button.
 * spec §6 can-access: a tab whose modules the token lacks is not shown; feature-config: nor one whose flag is off.
 */
export function AccountSectionHeader() {
  const featureOn = useFeatureCheck();
  const tabs = ACCOUNT_TABS.filter((tab) => canAccess([...tab.modules]) && (!('feature' in tab) || featureOn(tab.feature)));
  return (
    <PageHeader
      title="My Account"
      subtitle="Manage your Personal Info and Payment Details"
      tabs={tabs}
      actions={
        <Link to={paths.dashboard} className="portal-button portal-button--secondary">
          Back to Dashboard
        </Link>
      }
    />
  );
}
