import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import CloudPage from '../components/cloud-page';

const service = (type: string, serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category: 'cloud',
  type,
  product,
  status,
  accountCode: 'CUS1001',
});
const services = [
  service('web-hosting', 'WEB-800917', 'Web Hosting Business 20 GB'),
  service('co-location', 'COL-1', 'Half Rack Co-location', 'Suspended'),
];

const renderPage = () => renderWithProviders(<CloudPage />, { path: '/services/cloud' });
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Cloud & Hosting page', () => {
  it('shows a loading state under the page heading, then the services', async () => {
    const { held, release } = heldReply({ result: { services } });
    mockActions(() => held);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud & Hosting' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cloud & hosting services…');
    release();
    expect(await screen.findByText('WEB-800917')).toBeInTheDocument();
  });

  it('asks for the cloud category and shows a card per service with its kind, tag and status', async () => {
    const fetchMock = mockActions(() => ({ result: { services } }));
    renderPage();
    const web = await screen.findByRole('region', { name: 'Web Hosting Business 20 GB' });
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual([{ category: 'cloud' }]);
    expect(valueOf(web, 'Kind')).toHaveTextContent('Web hosting');
    expect(valueOf(web, 'Service tag')).toHaveTextContent('WEB-800917');
    expect(valueOf(web, 'Status')).toHaveTextContent('Active');
    const colo = screen.getByRole('region', { name: 'Half Rack Co-location' });
    expect(valueOf(colo, 'Kind')).toHaveTextContent('Co-location');
    expect(valueOf(colo, 'Status')).toHaveTextContent('Suspended');
  });

  it('explains an empty list', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderPage();
    expect(await screen.findByText('You have no cloud & hosting services yet.')).toBeInTheDocument();
    expect(screen.getByText(/it shows here/)).toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    let calls = 0;
    mockActions(() => (++calls === 1 ? { error: 'Services are resting.' } : { result: { services } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cloud & hosting services');
    expect(alert).toHaveTextContent('Services are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('WEB-800917')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
