import { AUTH_EVENTS, emitAuthEvent, onAuthEvent, portalCache, REAUTH_CANCELLED_MESSAGE } from '@portal/contract';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentTo, serve, signInWith, type Handler } from '../../../__tests__/test-server';
import AccessPage from '../components/access-page';

const user = (personId: number, firstName: string, portalModules: string[], extra: object = {}) => ({
  personId,
  firstName,
  lastName: 'Mokoena',
  cellNumberMasked: '082***4567',
  role: 'customer',
  portalModules,
  accountCode: 'CUS1001',
  customerName: 'Thandi Mokoena',
  isSelf: false,
  manageable: true,
  ...extra,
});

const ALL = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];
const single = {
  users: [user(1, 'Thandi', ALL, { isSelf: true }), user(2, 'Sipho', ['billing'])],
  accounts: [{ accountCode: 'CUS1001', customerName: 'Thandi Mokoena' }],
  grantableModules: ALL,
};

const renderPage = () => renderWithProviders(<AccessPage />, { path: '/account/access' });
const serveUsers = (extra: Record<string, Handler> = {}, result: object = single) =>
  serve({ 'account.access.GetUsers': () => ({ result }), ...extra });

describe('Users & Access', () => {
  beforeEach(() => {
    portalCache.clear();
    signInWith({ portal_modules: ['account', 'billing', 'access'] });
  });

  it('offers no change nor removal of someone holding modules the signed-in person lacks', async () => {
    serveUsers({}, { ...single, users: [user(3, 'Priya', ['account', 'access'], { isSelf: true }), user(1, 'Thandi', ALL, { manageable: false })], grantableModules: ['account', 'access'] });
    renderPage();
    const row = (await screen.findByText('Thandi Mokoena')).closest('tr')!;
    expect(within(row).getByText('Has modules you do not have')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists each person with their modules; the signed-in person cannot be removed', async () => {
    serveUsers();
    renderPage();
    const table = await screen.findByRole('table', { name: 'People who may use this account' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Thandi Mokoena (you)');
    expect(rows[2]).toHaveTextContent('Sipho Mokoena');
    expect(rows[2]).toHaveTextContent('082***4567');
    expect(rows[2]).toHaveTextContent('Payments & Billing');
    expect(within(rows[1]).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Remove Sipho Mokoena' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Change modules of Sipho Mokoena' })).toBeInTheDocument();
  });

  it('adds a person by name and cell number with the modules ticked, after checking the fields', async () => {
    const fetchMock = serveUsers({
      'account.access.AddUser': (input) => ({ result: user(3, String(input.firstName), input.portalModules as string[]) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a person' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription('First name is required.');
    expect(within(dialog).getByLabelText('Cell number')).toHaveAccessibleDescription('They sign in with a PIN sent to this number. Please enter your cell number.');
    expect(within(dialog).getByRole('group', { name: 'Modules they may use' })).toHaveAccessibleDescription('Please select at least one module.');
    expect(sentTo(fetchMock, 'account.access.AddUser')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('First name'), ' Lerato ');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Dlamini');
    await userEvent.type(within(dialog).getByLabelText('Cell number'), '083 555 12');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Payments & Billing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(within(dialog).getByLabelText('Cell number')).toHaveAccessibleDescription('They sign in with a PIN sent to this number. Please enter a valid phone number.');
    expect(within(dialog).getByLabelText('First name')).not.toHaveAccessibleDescription();
    expect(sentTo(fetchMock, 'account.access.AddUser')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Cell number'), '34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Lerato Mokoena can now use Thandi Mokoena.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'account.access.AddUser')).toEqual([
      { firstName: 'Lerato', lastName: 'Dlamini', cellNumber: '0835551234', portalModules: ['billing'] },
    ]);
    expect(sentTo(fetchMock, 'account.access.GetUsers')).toHaveLength(2);
  });

  it('on a parent account, lists people per account and adds one to a chosen child', async () => {
    const parent = {
      users: [user(1, 'Thandi', ALL, { isSelf: true, accountCode: 'ENT2001', customerName: 'Acme Holdings' }), user(5, 'Naledi', ['tickets'], { accountCode: 'ENT2002', customerName: 'Acme Branch' })],
      accounts: [
        { accountCode: 'ENT2001', customerName: 'Acme Holdings' },
        { accountCode: 'ENT2002', customerName: 'Acme Branch' },
      ],
      grantableModules: ALL,
    };
    const fetchMock = serveUsers({ 'account.access.AddUser': (input) => ({ result: user(6, 'Zanele', ['tickets'], { accountCode: input.accountCode, customerName: 'Acme Branch' }) }) }, parent);
    renderPage();
    const branch = await screen.findByRole('region', { name: 'Acme Branch (ENT2002)' });
    expect(within(branch).getByRole('cell', { name: 'Naledi Mokoena' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Acme Holdings (ENT2001)' })).queryByRole('cell', { name: 'Naledi Mokoena' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a person' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('ENT2001');
    await userEvent.selectOptions(within(dialog).getByLabelText('Account'), 'ENT2002');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Zanele');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Khumalo');
    await userEvent.type(within(dialog).getByLabelText('Cell number'), '0845551234');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tickets' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zanele Mokoena can now use Acme Branch.');
    expect(sentTo(fetchMock, 'account.access.AddUser')[0]).toMatchObject({ accountCode: 'ENT2002', portalModules: ['tickets'] });
  });

  it('changes a person’s modules', async () => {
    const fetchMock = serveUsers({ 'account.access.UpdateUserModules': (input) => ({ result: user(2, 'Sipho', input.portalModules as string[]) }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change modules of Sipho Mokoena' }));
    const dialog = screen.getByRole('dialog', { name: 'Modules of Sipho Mokoena' });
    expect(within(dialog).getByRole('checkbox', { name: 'Payments & Billing' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Tickets' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Payments & Billing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('group', { name: 'Modules they may use' })).toHaveAccessibleDescription('Please select at least one module.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tickets' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The modules of Sipho Mokoena on Thandi Mokoena were changed.');
    expect(sentTo(fetchMock, 'account.access.UpdateUserModules')).toEqual([{ personId: 2, accountCode: 'CUS1001', portalModules: ['tickets'] }]);
  });

  it('keeps modules the signed-in person cannot give, and stops them taking their own access away', async () => {
    const fetchMock = serveUsers(
      { 'account.access.UpdateUserModules': (input) => ({ result: user(1, 'Thandi', input.portalModules as string[], { isSelf: true }) }) },
      { ...single, grantableModules: ['account', 'tickets', 'access'] },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change modules of Thandi Mokoena' }));
    const dialog = screen.getByRole('dialog', { name: 'Modules of Thandi Mokoena' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Payments & Billing' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Also kept, as only the account holder can change them: Payments & Billing, Connectivity/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Users & Access' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('group', { name: 'Modules they may use' })).toHaveAccessibleDescription('You cannot take Users & Access away from yourself.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Users & Access' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tickets' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('status');
    expect(sentTo(fetchMock, 'account.access.UpdateUserModules')[0].portalModules).toEqual([
      'billing',
      'connectivity',
      'communication',
      'cloud-hosting',
      'account',
      'access',
    ]);
  });

  it('removes a person only after confirmation, and Cancel changes nothing', async () => {
    const fetchMock = serveUsers({ 'account.access.RemoveUser': () => ({ result: { removed: true } }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sipho Mokoena' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Sipho Mokoena?' });
    expect(dialog).toHaveTextContent('Sipho Mokoena will no longer be able to use Thandi Mokoena (CUS1001), and is signed out of it now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo(fetchMock, 'account.access.RemoveUser')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sipho Mokoena' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Sipho Mokoena?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sipho Mokoena can no longer use Thandi Mokoena.');
    expect(sentTo(fetchMock, 'account.access.RemoveUser')).toEqual([{ personId: 2, accountCode: 'CUS1001' }]);
  });

  it('shows a cancelled re-authentication like any failure, and keeps the dialog open', async () => {
    serveUsers({ 'account.access.RemoveUser': () => ({ error: 'Please confirm it is you.', status: 403, code: 'REAUTH_REQUIRED' }) });
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => emitAuthEvent(AUTH_EVENTS.reauthCancelled));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sipho Mokoena' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sipho Mokoena?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Sipho Mokoena was not removed: ${REAUTH_CANCELLED_MESSAGE}`);
    off();
  });

  it('goes ahead after a completed re-authentication without a second click', async () => {
    let calls = 0;
    const fetchMock = serveUsers({
      'account.access.RemoveUser': () => (++calls === 1 ? { error: 'Please confirm it is you.', status: 403, code: 'REAUTH_REQUIRED' } : { result: { removed: true } }),
    });
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => emitAuthEvent(AUTH_EVENTS.authComplete));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sipho Mokoena' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sipho Mokoena can no longer use Thandi Mokoena.');
    expect(sentTo(fetchMock, 'account.access.RemoveUser')).toHaveLength(2);
    off();
  });

  it('shows the server’s refusal to add (e.g. a module the caller lacks)', async () => {
    serveUsers({ 'account.access.AddUser': () => ({ error: 'You can only give modules you have yourself (not billing).', status: 403, code: 'FORBIDDEN' }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a person' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Lerato');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Dlamini');
    await userEvent.type(within(dialog).getByLabelText('Cell number'), '0835551234');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Payments & Billing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The person was not added: You can only give modules you have yourself (not billing).');
  });

  it('shows a load failure with a retry, then the portal’s one table with each cell labelled for phones', async () => {
    let calls = 0;
    serve({ 'account.access.GetUsers': () => (++calls === 1 ? { error: 'Down for maintenance.' } : { result: single }) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the people on this account');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'People who may use this account' });
    expect(within(within(table).getAllByRole('row')[2]).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual([
      'Name',
      'Cell number',
      'Role',
      'Modules',
      'Actions',
    ]);
    expect(screen.getByText('Showing 1 - 2 of 2 people')).toBeInTheDocument();
    // Two people need no search box.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('pages a long list of people and lets them be searched', async () => {
    const many = Array.from({ length: 12 }, (_, i) => user(10 + i, `Person${i + 1}`, ['tickets']));
    serveUsers({}, { ...single, users: [user(1, 'Thandi', ALL, { isSelf: true }), ...many] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'People who may use this account' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1 - 10 of 13 people')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of people who may use this account' })).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 - 13 of 13 people')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Person12');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Remove Person12 Mokoena' })).toBeInTheDocument();
  });
});
