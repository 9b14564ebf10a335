import { portalCache } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { hostingRoutes } from '../routes';
import { activity, colocationOverview, serviceDetail } from './fixtures';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      {hostingRoutes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>,
    { path: '/services/cloud/co-location/COL-800918' },
  );

const base = (name: string) => {
  if (name === 'services.GetService') return { result: serviceDetail('co-location', 'COL-800918', 'Co-location 2U') };
  if (name === 'services.GetServiceActivity') return activity;
  return null;
};

describe('Co-location page', () => {
  beforeEach(() => portalCache.clear());

  it('shows the rack, power against the allowance with a chart and table, and the access list', async () => {
    mockActions((name) => base(name) ?? { result: colocationOverview() });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Co-location 2U' })).toBeInTheDocument();
    expect(await screen.findByText('R14')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Average draw yesterday' })).toHaveAttribute('aria-valuetext', '0.64 A of 1 A');
    expect(screen.getByText(/Peaks went over your allowance on 1 day/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /power draw over the last 3 days/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'People who may visit' })).getByText('Mokoena Design · 082 765 4321')).toBeInTheDocument();
  });

  it('adds a visitor with a valid cell number, and refuses a bad one without calling the server', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'cloud.AddColocationVisitor') return { result: { reference: 'CHG-5', message: 'Lerato Nkosi added to the access list. It is being set up (reference CHG-5).' } };
      return base(name) ?? { result: colocationOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a visitor' });
    await user.type(within(form).getByLabelText('Full name'), 'Lerato Nkosi');
    await user.type(within(form).getByLabelText('ID number or company'), 'Mokoena Design');
    await user.type(within(form).getByLabelText('Cell number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Add visitor' }));
    expect(await within(form).findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.AddColocationVisitor')).toEqual([]);
    await user.clear(within(form).getByLabelText('Cell number'));
    await user.type(within(form).getByLabelText('Cell number'), '076 123 4567');
    await user.click(within(form).getByRole('button', { name: 'Add visitor' }));
    expect(await screen.findByText(/Lerato Nkosi added to the access list/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.AddColocationVisitor')).toEqual([{ serviceTag: 'COL-800918', name: 'Lerato Nkosi', idOrCompany: 'Mokoena Design', cellNumber: '076 123 4567' }]);
  });

  it('asks for each visitor field with the spec’s message and refuses what the server would, sending nothing', async () => {
    const fetchMock = mockActions((name) => base(name) ?? { result: colocationOverview() });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a visitor' });
    await user.type(within(form).getByLabelText('Full name'), '  ');
    await user.click(within(form).getByRole('button', { name: 'Add visitor' }));
    expect(await within(form).findByText('Please enter the visitor’s full name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the visitor’s ID number or company.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your cell number.')).toBeInTheDocument();

    // The catalogue's rules (the server's) beyond an empty field.
    await user.type(within(form).getByLabelText('Full name'), 'Lerato <Nkosi>');
    await user.type(within(form).getByLabelText('ID number or company'), 'Mokoena Design');
    await user.type(within(form).getByLabelText('Cell number'), '+27 76 123 4567');
    await user.click(within(form).getByRole('button', { name: 'Add visitor' }));
    expect(await within(form).findByText('The name may not contain <, > or quotes.')).toBeInTheDocument();
    expect(within(form).queryByText('Please enter your cell number.')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.AddColocationVisitor')).toEqual([]);
  });

  it('removes a visitor after asking', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'cloud.RemoveColocationVisitor') return { result: { reference: 'CHG-6', message: 'Sizwe Mokoena removed from the access list.' } };
      return base(name) ?? { result: colocationOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Sizwe Mokoena' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Sizwe Mokoena?' })).getByRole('button', { name: 'Remove visitor' }));
    expect(await screen.findByText('Sizwe Mokoena removed from the access list.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.RemoveColocationVisitor')).toEqual([{ serviceTag: 'COL-800918', cellNumber: '0827654321' }]);
  });

  it('requests remote hands with an idempotency key and links to the ticket', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'cloud.RequestRemoteHands') return { result: { ticketNumber: 'TT-123456', message: 'Your remote-hands request is logged as ticket TT-123456.' } };
      return base(name) ?? { result: colocationOverview() };
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Request remote hands' });
    await user.click(within(form).getByRole('button', { name: 'Request remote hands' }));
    expect(await within(form).findByText('Please choose what the technician should do.')).toBeInTheDocument();
    expect(within(form).getByText('Please describe what to do in at least 10 characters.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('What should the technician do?'), 'Reboot a server');
    await user.type(within(form).getByLabelText('Details'), '  Reboot  ');
    await user.click(within(form).getByRole('button', { name: 'Request remote hands' }));
    expect(await within(form).findByText('Please describe what to do in at least 10 characters.')).toBeInTheDocument();
    expect(within(form).queryByText('Please choose what the technician should do.')).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.RequestRemoteHands')).toEqual([]);
    await user.clear(within(form).getByLabelText('Details'));
    await user.type(within(form).getByLabelText('Details'), 'Please power-cycle the server in U21.');
    await user.click(within(form).getByRole('button', { name: 'Request remote hands' }));
    expect(await screen.findByRole('link', { name: 'View ticket TT-123456' })).toHaveAttribute('href', '/tickets/support/TT-123456');
    const [sent] = inputsOf(fetchMock, 'cloud.RequestRemoteHands');
    expect(sent).toMatchObject({ serviceTag: 'COL-800918', task: 'Reboot a server', description: 'Please power-cycle the server in U21.' });
    expect(String(sent.idempotencyKey)).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });
});
