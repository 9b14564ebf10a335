import { SkipLink } from '@portal/ui';
import { Outlet } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { TestEnvironmentBanner } from './test-environment-banner';

/** The simple layout of public pages: brand, content, help line. */
export function PublicLayout() {
  const config = useInstanceConfig();
  return (
    <div className="portal-public">
      <SkipLink targetId="main" />
      <TestEnvironmentBanner />
      <header className="portal-public__header">
        <span className="portal-public__brand">{config.brandName}</span>
      </header>
      <main id="main" className="portal-public__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="portal-public__footer">
        Need help? Call <a href={`tel:${config.sidebar.contactNumber.replace(/\s+/g, '')}`}>{config.sidebar.contactNumber}</a> or
        email <a href={`mailto:${config.sidebar.contactEmail}`}>{config.sidebar.contactEmail}</a>.
      </footer>
    </div>
  );
}
