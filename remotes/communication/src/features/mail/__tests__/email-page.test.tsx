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

  it('asks for an empty address and display name with the spec’s messages, sending nothing', async () => {
    const fetchMock = mockActions((name) => base(name) ?? { result: emailOverview() });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a mailbox' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a mailbox' });
    await user.type(within(dialog).getByLabelText('Display name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add mailbox' }));
    expect(await within(dialog).findByText('Please enter the part of the address before the @.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a display name.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddMailbox')).toEqual([]);
  });

  it('refuses a forwarding address the server would refuse, then saves a good one', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'communication.SetMailForwarding') return { result: { reference: 'CHG-4', message: 'Forwarding of info@ set. It is being set up (reference CHG-4).' } };
      return base(name) ?? { result: emailOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Forwarding of info@${DOMAIN}` }));
    const dialog = screen.getByRole('dialog', { name: `Forwarding of info@${DOMAIN}` });
    await user.click(within(dialog).getByRole('button', { name: 'Save forwarding' }));
    expect(await within(dialog).findByText('Please enter the address to forward to.')).toBeInTheDocument();
    // The catalogue's rule (the server's): a name of letters, digits and . _ + - before the @.
    await user.type(within(dialog).getByLabelText('Forward mail to'), 'thandi!@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save forwarding' }));
    expect(await within(dialog).findByText('Please enter a valid email address to forward to, like name@example.com.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetMailForwarding')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Forward mail to'));
    await user.type(within(dialog).getByLabelText('Forward mail to'), 'thandi@example.com');
    await user.click(within(dialog).getByLabelText('Keep a copy in this mailbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Save forwarding' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputsOf(fetchMock, 'communication.SetMailForwarding')).toEqual([{ serviceTag: 'EML-500614', address: `info@${DOMAIN}`, forwardTo: 'thandi@example.com', keepCopy: false }]);
    expect(screen.getByText(/reference CHG-4/)).toBeInTheDocument();
  });

  it('adds an alias: asks for its address and mailbox first, refuses other characters, then sends it at the domain', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'communication.AddMailAlias') return { result: { reference: 'CHG-6', message: 'Alias accounts@ added. It is being set up (reference CHG-6).' } };
      return base(name) ?? { result: emailOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add an alias' });
    await user.click(within(form).getByRole('button', { name: 'Add alias' }));
    expect(await within(form).findByText('Please enter the part of the alias before the @.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose the mailbox it delivers to.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New alias'), '.accounts');
    await user.selectOptions(within(form).getByLabelText('Delivers to'), `info@${DOMAIN}`);
    await user.click(within(form).getByRole('button', { name: 'Add alias' }));
    expect(await within(form).findByText('Use only letters, digits, dots (not at the start or end, nor two together), _ and -.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddMailAlias')).toEqual([]);

    await user.clear(within(form).getByLabelText('New alias'));
    await user.type(within(form).getByLabelText('New alias'), 'accounts');
    await user.click(within(form).getByRole('button', { name: 'Add alias' }));
    await waitFor(() => expect(inputsOf(fetchMock, 'communication.AddMailAlias')).toEqual([{ serviceTag: 'EML-500614', address: `accounts@${DOMAIN}`, deliversTo: `info@${DOMAIN}` }]));
    expect(await screen.findByText(/reference CHG-6/)).toBeInTheDocument();
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
