import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import ConnectivityPage from '../components/connectivity-page';

const service = (type: string, serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category: 'connectivity',
  type,
  product,
  status,
  accountCode: 'CUS1001',
});
const services = [
  service('lte', 'LTE-200311', 'Fixed LTE 60 GB Anytime'),
  service('ftth', 'FTTH-100234', 'Fibre 100/50 Mbps Uncapped'),
  service('adsl', 'ADSL-400513', 'ADSL 10 Mbps Uncapped', 'Suspended'),
  service('ftth', 'FTTH-100999', 'Fibre 50/25 Mbps Uncapped'),
];

const renderPage = () => renderWithProviders(<ConnectivityPage />, { path: '/services/connectivity' });

describe('Connectivity page', () => {
  it('shows a loading state under the page heading, then the services', async () => {
    const { held, release } = heldReply({ result: { services } });
    mockActions(() => held);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Connectivity' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your connectivity services…');
    release();
    expect(await screen.findByText('FTTH-100234')).toBeInTheDocument();
  });

  it('asks for the connectivity category and groups the services by kind, fibre first', async () => {
    const fetchMock = mockActions(() => ({ result: { services } }));
    renderPage();
    await screen.findByText('FTTH-100234');
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual([{ category: 'connectivity' }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Fibre to the home (2)',
      'LTE (1)',
      'ADSL (1)',
    ]);
    const fibre = screen.getByRole('region', { name: 'Fibre to the home (2)' });
    expect(within(fibre).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Fibre 100/50 Mbps Uncapped',
      'Fibre 50/25 Mbps Uncapped',
    ]);
    const adsl = screen.getByRole('region', { name: 'ADSL (1)' });
    expect(within(adsl).getByText('ADSL-400513')).toBeInTheDocument();
    expect(within(adsl).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('4 services, 3 active')).toBeInTheDocument();
  });

  it('explains an empty list', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderPage();
    expect(await screen.findByText('You have no connectivity services yet.')).toBeInTheDocument();
    expect(screen.getByText(/it shows here/)).toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    let calls = 0;
    mockActions(() => (++calls === 1 ? { error: 'Services are resting.' } : { result: { services } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your connectivity services');
    expect(alert).toHaveTextContent('Services are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('FTTH-100234')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
