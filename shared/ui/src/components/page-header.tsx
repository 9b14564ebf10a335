import { ACCOUNT_TABS, canAccess, isBillingSectionPath, paths } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LinkTabs, type LinkTab } from './link-tabs';
import { useFeatureCheck } from '../access/feature-config';
import { usePageOffered } from '../access/instance-offer';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** Route tabs under the title, e.g. one per page of a section. */
  tabs?: readonly LinkTab[];
  /** The tabs' accessible name; `${title} sections` unless given. */
  tabsLabel?: string;
}

/**
 * The page's h1, an optional subtitle and actions, and optional route tabs. The h1 can take the focus (tabIndex -1):
 * the shell moves the focus to it after each navigation.
 */
export function PageHeader({ title, subtitle, actions, tabs, tabsLabel }: PageHeaderProps) {
  return (
    <header className="portal-page-header">
      <div className="portal-page-header__row">
        <div className="portal-page-header__heading">
          <h1 className="portal-page-header__title" tabIndex={-1}>
            {title}
          </h1>
          {subtitle && <p className="portal-page-header__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="portal-page-header__actions">{actions}</div>}
      </div>
      {tabs && tabs.length > 0 && <LinkTabs tabs={tabs} ariaLabel={tabsLabel ?? `${title} sections`} />}
    </header>
  );
}

/** spec §2: the My Account subtitle, on every page of the section, the Payments & Billing ones too. */
const MY_ACCOUNT_SUBTITLE = 'Manage your Personal Info and Payment Details';

/**
 * spec §2: the My Account section header, with a tab per account route and a Back to Dashboard button. On the pages
 * of Payments & Billing (billing details, invoices, the mandate) the heading says Payments & Billing, as the sidebar
 * entry that leads there does; the tabs stay.
 * spec §6 can-access: a tab whose modules the token lacks is not shown; feature-config: nor one whose flag is off; nor
 * one into an area the instance does not run (Payments & Billing with billing disabled).
 */
export function AccountSectionHeader() {
  const featureOn = useFeatureCheck();
  const offered = usePageOffered();
  const billing = isBillingSectionPath(useLocation().pathname);
  const tabs = ACCOUNT_TABS.filter(
    (tab) => canAccess([...tab.modules]) && (!('feature' in tab) || featureOn(tab.feature)) && offered(tab.to),
  );
  return (
    <PageHeader
      title={billing ? 'Payments & Billing' : 'My Account'}
      subtitle={MY_ACCOUNT_SUBTITLE}
      tabs={tabs}
      tabsLabel="My Account sections"
      actions={
        <Link to={paths.dashboard} className="portal-button portal-button--secondary">
          Back to Dashboard
        </Link>
      }
    />
  );
}
