import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import DomainPage from '../components/domain-page';
import { DOMAIN, serviceDetail } from './fixtures';

const overview = {
  serviceTag: 'DOM-701321',
  domain: DOMAIN,
  registeredOn: '2019-03-14',
  expiresOn: '2027-03-14',
  autoRenew: true,
  nameServers: ['ns1.example-isp.co.za', 'ns2.example-isp.co.za'],
  records: [
    { recordId: 'r1', type: 'A', name: '@', value: '196.25.114.20', priority: null, ttl: 3600, pending: null },
    { recordId: 'r2', type: 'MX', name: '@', value: 'mx1.mail.example-isp.co.za', priority: 10, ttl: 3600, pending: null },
  ],
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/services/communication/domain/:serviceTag" element={<DomainPage />} />
    </Routes>,
    { path: '/services/communication/domain/DOM-701321' },
  );

const answer = (name: string) => {
  if (name === 'services.GetService') return { result: serviceDetail('domain', 'DOM-701321', 'Domain Name .co.za') };
  if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
  return { result: overview };
};

describe('Domain page', () => {
  beforeEach(() => portalCache.clear());

  it('shows the registration, name servers and records', async () => {
    mockActions(answer);
    renderPage();
    const records = await screen.findByRole('list', { name: 'DNS records' });
    expect(within(records).getAllByRole('listitem')).toHaveLength(2);
    expect(within(records).getByText('10 mx1.mail.example-isp.co.za')).toBeInTheDocument();
    expect(screen.getByText('ns1.example-isp.co.za, ns2.example-isp.co.za')).toBeInTheDocument();
  });

  it('adds an MX record with its priority, and puts the server’s refusal under the field it names', async () => {
    let refuse = true;
    const fetchMock = mockActions((name) => {
      if (name === 'communication.AddDnsRecord') {
        if (refuse) {
          refuse = false;
          return { error: 'record.value: An MX record needs a mail server’s host name, like mail.example.co.za.', status: 400 };
        }
        return { result: { reference: 'CHG-5', message: 'MX record added. It is being set up (reference CHG-5).' } };
      }
      return answer(name);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a record' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a DNS record' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MX');
    await user.type(within(dialog).getByLabelText('Name'), '@');
    await user.type(within(dialog).getByLabelText('Value'), 'mx3.example.com');
    await user.type(within(dialog).getByLabelText('Priority'), '70000');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(await within(dialog).findByText('The priority must be a whole number from 0 to 65535.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddDnsRecord')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Priority'));
    await user.type(within(dialog).getByLabelText('Priority'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    // The mock's refusal carries no field, so it shows in the dialog as a whole.
    expect(await within(dialog).findByText(/An MX record needs a mail server’s host name/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputsOf(fetchMock, 'communication.AddDnsRecord').at(-1)).toEqual({ serviceTag: 'DOM-701321', record: { type: 'MX', name: '@', value: 'mx3.example.com', priority: 30, ttl: 3600 } });
    expect(screen.getByText(/reference CHG-5/)).toBeInTheDocument();
  });

  it('asks for the type with the spec’s message and refuses a TTL out of range, sending nothing', async () => {
    const fetchMock = mockActions(answer);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a record' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a DNS record' });
    await user.type(within(dialog).getByLabelText('Name'), 'www');
    await user.type(within(dialog).getByLabelText('Value'), '196.25.1.10');
    await user.clear(within(dialog).getByLabelText('TTL (seconds)'));
    await user.type(within(dialog).getByLabelText('TTL (seconds)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(await within(dialog).findByText('Please choose a record type.')).toBeInTheDocument();
    expect(within(dialog).getByText('The TTL must be a whole number from 300 to 86400.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddDnsRecord')).toEqual([]);
  });

  it('refuses a value that is not of the record’s type with the server’s message before asking it, then adds the record', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'communication.AddDnsRecord') return { result: { reference: 'CHG-8', message: 'A record added. It is being set up (reference CHG-8).' } };
      return answer(name);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a record' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a DNS record' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'A');
    await user.type(within(dialog).getByLabelText('Name'), 'shop');
    await user.type(within(dialog).getByLabelText('Value'), '300.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(await within(dialog).findByText('An A record needs an IPv4 address, like 196.25.1.10.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddDnsRecord')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), '196.25.114.99');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputsOf(fetchMock, 'communication.AddDnsRecord')).toEqual([{ serviceTag: 'DOM-701321', record: { type: 'A', name: 'shop', value: '196.25.114.99', ttl: 3600 } }]);
  });
});
