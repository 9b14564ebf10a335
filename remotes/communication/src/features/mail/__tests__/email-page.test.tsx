import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import EmailPage from '../components/email-page';
import { DOMAIN, emailOverview, serviceDetail } from './fixtures';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/services/communication/email/:serviceTag" element={<EmailPage />} />
    </Routes>,
    { path: '/services/communication/email/EML-500614' },
  );

const base = (name: string) => {
  if (name === 'services.GetService') return { result: serviceDetail('email', 'EML-500614', 'Business Email 10 Mailboxes') };
  if (name === 'services.GetServiceActivity') return { result: { entries: [{ message: 'Mailbox sales@ added', actorName: 'Thandi', at: '2026-11-23T10:42:00Z', reference: 'CHG-1' }] } };
  return null;
};

describe('Email page', () => {
  beforeEach(() => portalCache.clear());

  it('shows the domain, limits and use, the mailboxes with their storage, aliases and recent changes', async () => {
    mockActions((name) => base(name) ?? { result: emailOverview() });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Email 10 Mailboxes' })).toBeInTheDocument();
    const mailboxes = await screen.findByRole('list', { name: 'Mailboxes' });
    expect(within(mailboxes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(mailboxes).getByText('2.3 GB used of 5 GB')).toBeInTheDocument();
    expect(within(mailboxes).getByText(/Forwards to thandi@example.com, keeping a copy/)).toBeInTheDocument();
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
    expect(screen.getByText(DOMAIN)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Aliases' })).getByText(`Delivers to info@${DOMAIN}`)).toBeInTheDocument();
    expect(await screen.findByText(/Mailbox sales@ added by Thandi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/services/communication/email/EML-500614/upgrade');
  });

  it('adds a mailbox at the domain and shows its password once, in a dialog with Copy', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'communication.AddMailbox') return { result: { reference: 'CHG-9', message: 'Mailbox sales@ added. It is being set up (reference CHG-9).', address: `sales@${DOMAIN}`, password: 'Xy7!abcdEFGH2345' } };
      return base(name) ?? { result: emailOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a mailbox' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a mailbox' });
    await user.type(within(dialog).getByLabelText('Address'), 'sales');
    await user.type(within(dialog).getByLabelText('Display name'), 'Sales');
    await user.selectOptions(within(dialog).getByLabelText('Mailbox size'), '1024');
    await user.click(within(dialog).getByRole('button', { name: 'Add mailbox' }));
    const secret = await screen.findByRole('dialog', { name: 'Mailbox added' });
    expect(within(secret).getByText('Xy7!abcdEFGH2345')).toBeInTheDocument();
    expect(within(secret).getByText('It will not be shown again.')).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddMailbox')).toEqual([{ serviceTag: 'EML-500614', address: `sales@${DOMAIN}`, displayName: 'Sales', quotaMb: 1024 }]);
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Xy7!abcdEFGH2345')).not.toBeInTheDocument();
    expect(screen.getByText(/It is being set up \(reference CHG-9\)/)).toBeInTheDocument();
  });

  it('refuses a local part with other characters before asking the server', async () => {
    const fetchMock = mockActions((name) => base(name) ?? { result: emailOverview() });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a mailbox' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a mailbox' });
    await user.type(within(dialog).getByLabelText('Address'), 'sa les!');
    await user.type(within(dialog).getByLabelText('Display name'), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Add mailbox' }));
    expect(await within(dialog).findByText(/Use only letters, digits/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(inputsOf(fetchMock, 'communication.AddMailbox')).toEqual([]);
  });

  it('shows a mailbox being added as pending and asks again until it is done', async () => {
    let calls = 0;
    mockActions((name) => {
      const b = base(name);
      if (b) return b;
      calls += 1;
      const pending = calls === 1 ? { state: 'adding', reference: 'CHG-9' } : null;
      return { result: emailOverview({ mailboxes: [{ address: `sales@${DOMAIN}`, localPart: 'sales', displayName: 'Sales', quotaMb: 1024, usedMb: 0, forwarding: null, pending }] }) };
    });
    renderPage();
    expect(await screen.findByText('Being added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Being added')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByRole('button', { name: `Remove sales@${DOMAIN}` })).toBeInTheDocument();
  });

  it('asks before removing a mailbox', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'communication.RemoveMailbox') return { result: { reference: 'CHG-2', message: 'Mailbox info@ removed. It is being set up (reference CHG-2).' } };
      return base(name) ?? { result: emailOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Remove info@${DOMAIN}` }));
    const dialog = screen.getByRole('dialog', { name: `Remove info@${DOMAIN}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(inputsOf(fetchMock, 'communication.RemoveMailbox')).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Remove info@${DOMAIN}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove mailbox' }));
    await waitFor(() => expect(inputsOf(fetchMock, 'communication.RemoveMailbox')).toEqual([{ serviceTag: 'EML-500614', address: `info@${DOMAIN}` }]));
  });

  it('shows an error state with Try again when the mailboxes cannot be loaded', async () => {
    mockActions((name) => base(name) ?? { error: 'The mail system is not answering.' });
    renderPage();
    expect(await screen.findByText('We could not load your email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
