import { portalCache } from '@portal/contract';
import { readCart } from '@portal/contract/commerce-flow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { hostingRoutes } from '../routes';
import { activity, serviceDetail, webHostingOverview } from './fixtures';

const renderPage = (path = '/services/cloud/web-hosting/WEB-800917') =>
  renderWithProviders(
    <Routes>
      {hostingRoutes.map(({ path: p, Component }) => (
        <Route key={p} path={p} element={<Component />} />
      ))}
      <Route path="/services/confirm-purchase" element={<h1>Confirm your purchase</h1>} />
    </Routes>,
    { path },
  );

const base = (name: string) => {
  if (name === 'services.GetService') return { result: serviceDetail('web-hosting', 'WEB-800917', 'Web Hosting Business 20 GB') };
  if (name === 'services.GetServiceActivity') return activity;
  return null;
};

describe('Web hosting page', () => {
  beforeEach(() => {
    portalCache.clear();
    sessionStorage.clear();
  });

  it('shows disk and bandwidth against the plan, domains with their certificates (warning under 30 days), the FTP user, backups and restores', async () => {
    mockActions((name) => base(name) ?? { result: webHostingOverview() });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Web Hosting Business 20 GB' })).toBeInTheDocument();
    expect(await screen.findByRole('meter', { name: 'Disk space' })).toHaveAttribute('aria-valuetext', '12.6 GB of 20 GB');
    expect(screen.getByRole('meter', { name: 'Bandwidth this month' })).toHaveAttribute('aria-valuetext', '70 GB of 200 GB');
    expect(screen.getByRole('img', { name: /Disk in use each day over the last 21 days/ })).toBeInTheDocument();
    expect(screen.getAllByText('Show as table')).toHaveLength(2);
    const domains = screen.getByRole('list', { name: 'Domains' });
    expect(within(domains).getByText(/SSL certificate expires in 12 days/)).toBeInTheDocument();
    expect(within(domains).getByText(/valid until/)).toBeInTheDocument();
    expect(within(domains).getByText('Being added')).toBeInTheDocument();
    // The main domain cannot be removed; a pending one has no buttons.
    expect(within(domains).queryByRole('button', { name: 'Remove mokoena-design.co.za' })).not.toBeInTheDocument();
    expect(within(domains).getByRole('button', { name: 'Remove mokoena.shop' })).toBeInTheDocument();
    expect(screen.getByText('mokoenadesign')).toBeInTheDocument();
    const backups = screen.getByRole('table', { name: 'Backups kept, newest first' });
    expect(within(backups).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Backup of', 'Size']);
    expect(within(backups).getAllByRole('row')).toHaveLength(3);
    expect(within(backups).getAllByRole('row')[1]).toHaveTextContent('10.2 GB');
    expect(within(screen.getByRole('list', { name: 'Restores ordered' })).getByText('Restored')).toBeInTheDocument();
    expect(await screen.findByText(/FTP password reset by Thandi/)).toBeInTheDocument();
  });

  it('resets the FTP password after asking, and shows it once in a dialog with Copy', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'cloud.ResetFtpPassword') return { result: { reference: 'CHG-9', message: 'FTP password reset. It is being set up (reference CHG-9).', username: 'mokoenadesign', password: 'Qw3!rtyUIOPas234' } };
      return base(name) ?? { result: webHostingOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reset FTP password' }));
    const confirm = screen.getByRole('dialog', { name: 'Reset the password of mokoenadesign?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const secret = await screen.findByRole('dialog', { name: 'New FTP password' });
    expect(within(secret).getByText('Qw3!rtyUIOPas234')).toBeInTheDocument();
    expect(within(secret).getByText('It will not be shown again.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.ResetFtpPassword')).toEqual([{ serviceTag: 'WEB-800917' }]);
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Qw3!rtyUIOPas234')).not.toBeInTheDocument();
    expect(screen.getByText(/FTP password reset\. It is being set up/)).toBeInTheDocument();
  });

  it('orders a restore of the chosen backup through the cart', async () => {
    const fetchMock = mockActions((name, input) => {
      if (name === 'cloud.ChooseRestoreBackup') return { result: { backupDate: input.backupDate, message: 'Chosen.' } };
      return base(name) ?? { result: webHostingOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Backup to restore'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Order restore' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your purchase' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.ChooseRestoreBackup')).toEqual([{ serviceTag: 'WEB-800917', backupDate: '2026-11-21' }]);
    expect(readCart()).toMatchObject({ serviceTag: 'WEB-800917', cartLines: [{ productId: 77, quantity: 1 }], upgrade: false });
  });

  it('adds a domain, checking it first, and refuses a bad one without calling the server', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'cloud.AddHostingDomain') return { result: { reference: 'CHG-3', message: 'Domain shop.co.za added. It is being set up (reference CHG-3).' } };
      return base(name) ?? { result: webHostingOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    const field = await screen.findByLabelText('Domain to add');
    await user.type(field, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/Please enter a domain name like example.co.za/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.AddHostingDomain')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'shop.co.za');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/Domain shop.co.za added/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.AddHostingDomain')).toEqual([{ serviceTag: 'WEB-800917', domain: 'shop.co.za' }]);
  });

  it('asks for a domain, and shows the form’s one example for any name the server would refuse, sending nothing', async () => {
    const fetchMock = mockActions((name) => base(name) ?? { result: webHostingOverview() });
    const user = userEvent.setup();
    renderPage();
    const field = await screen.findByLabelText('Domain to add');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Please enter a domain name.')).toBeInTheDocument();
    for (const bad of ['localhost', 'shop..co.za', '-shop.co.za']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Add domain' }));
      expect(await screen.findByText('Please enter a domain name like example.co.za: letters, digits, hyphens and dots.')).toBeInTheDocument();
    }
    expect(inputsOf(fetchMock, 'cloud.AddHostingDomain')).toEqual([]);
  });

  it('shows an error with a retry when the hosting cannot be loaded', async () => {
    mockActions((name) => base(name) ?? { error: 'The service is unavailable.' });
    renderPage();
    expect(await screen.findByText('We could not load your hosting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
