import { act, screen, within } from '@testing-library/react';
import { configureInstanceOffer } from '@portal/ui/access';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';
import CommunicationPage from '../components/communication-page';

const service = (type: string, serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category: 'communication',
  type,
  product,
  status,
  accountCode: 'CUS1001',
});
const services = [
  service('email', 'EML-500614', 'Business Email 10 Mailboxes'),
  service('voip', 'VOIP-600715', 'Hosted VoIP 5 Extensions'),
  service('faxin', 'FAX-700816', 'Fax to Email', 'Pending'),
];

const renderPage = () => renderWithProviders(<CommunicationPage />, { path: '/services/communication' });
const serviceRows = () => screen.getAllByRole('row').slice(1);

describe('Communication page', () => {
  it('shows a loading state under the page heading, then the services', async () => {
    const { held, release } = heldReply({ result: { services } });
    mockActions(() => held);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Communication' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your communication services…');
    release();
    expect(await screen.findByText('EML-500614')).toBeInTheDocument();
  });

  it('asks for the communication category and lists each service with its kind, tag and status', async () => {
    const fetchMock = mockActions(() => ({ result: { services } }));
    renderPage();
    await screen.findByText('EML-500614');
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual([{ category: 'communication' }]);
    expect(within(serviceRows()[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Voice (VoIP)',
      'Hosted VoIP 5 Extensions',
      'VOIP-600715',
      'Active',
    ]);
    expect(within(serviceRows()[2]).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 3 of 3 services')).toBeInTheDocument();
  });

  it('links each service to its own page', async () => {
    mockActions(() => ({ result: { services } }));
    renderPage();
    const voip = await screen.findByRole('link', { name: 'VOIP-600715: Voice (VoIP), Hosted VoIP 5 Extensions' });
    expect(voip).toHaveAttribute('href', '/services/communication/voip/VOIP-600715');
    expect(screen.getByRole('link', { name: /^EML-500614/ })).toHaveAttribute('href', '/services/communication/email/EML-500614');
  });

  it('finds a service by what the customer types', async () => {
    mockActions(() => ({ result: { services } }));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Search your communication services'), 'fax');
    expect(serviceRows()).toHaveLength(1);
    expect(screen.getByText('FAX-700816')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search your communication services'));
    await userEvent.type(screen.getByLabelText('Search your communication services'), 'nothing like it');
    expect(screen.getByText('No services match your search.')).toBeInTheDocument();
  });

  it('explains an empty list', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderPage();
    expect(await screen.findByText('You have no communication services yet.')).toBeInTheDocument();
    expect(screen.getByText(/it shows here/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads again', async () => {
    let calls = 0;
    mockActions(() => (++calls === 1 ? { error: 'Services are resting.' } : { result: { services } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your communication services');
    expect(alert).toHaveTextContent('Services are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('EML-500614')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the store link', () => {
    afterEach(() => act(() => configureInstanceOffer(null)));

    it('offers to buy a new service from the instance’s store, in a new tab, beside the list and in the empty list', async () => {
      configureInstanceOffer({ serviceCategories: null, storeUrl: 'https://store.example.co.za' });
      mockActions(() => ({ result: { services } }));
      const { unmount } = renderPage();
      await screen.findByText('EML-500614');
      const buy = screen.getByRole('link', { name: 'Buy a new service (opens in a new tab)' });
      expect(buy).toHaveAttribute('href', 'https://store.example.co.za');
      expect(buy).toHaveAttribute('target', '_blank');
      expect(buy).toHaveAttribute('rel', 'noopener');
      unmount();

      mockActions(() => ({ result: { services: [] } }));
      renderPage();
      await screen.findByText('You have no communication services yet.');
      expect(screen.getAllByRole('link', { name: 'Buy a new service (opens in a new tab)' })).toHaveLength(1);
    });

    it('is not there when the instance has no store', async () => {
      configureInstanceOffer({ serviceCategories: null, storeUrl: '' });
      mockActions(() => ({ result: { services: [] } }));
      renderPage();
      await screen.findByText('You have no communication services yet.');
      expect(screen.queryByRole('link', { name: /Buy a new service/ })).not.toBeInTheDocument();
    });
  });
});
