import { readCancellation, writeCancellation } from '@portal/contract/commerce-flow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancellationOptions, renderCommerce, resetCommerceTestState, serveCommerce, TAG } from './commerce-fixtures';

const FORM_PATH = `/services/ftth/${TAG}/cancellation`;
const dateField = () => screen.getByLabelText('Cancellation date');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function openForm() {
  const fetchMock = serveCommerce({ 'services.GetCancellationOptions': () => ({ result: cancellationOptions }) });
  renderCommerce(FORM_PATH);
  await screen.findByRole('form', { name: 'Cancellation details' });
  return fetchMock;
}

afterEach(resetCommerceTestState);

describe('the cancellation form (spec §2 /services/{type}/{serviceTag}/cancellation)', () => {
  it('offers the service’s dates, lines, reasons and hardware, starting at the earliest date with every line ticked', async () => {
    serveCommerce({ 'services.GetCancellationOptions': () => ({ result: cancellationOptions }) });
    renderCommerce(FORM_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel your service' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cancellation options…');
    await screen.findByRole('form', { name: 'Cancellation details' });
    expect(screen.getByText(`Fibre 50/25 Mbps · ${TAG}`)).toBeInTheDocument();
    expect(dateField()).toHaveValue('23 Dec 2026');
    expect(dateField()).toHaveAccessibleDescription('From 23 Dec 2026 to 20 Feb 2027.');
    await userEvent.click(screen.getByRole('button', { name: 'Choose cancellation date from a calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Cancellation date: choose a date' });
    expect(within(calendar).getByRole('button', { name: 'Wednesday, 23 December 2026' })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: 'Tuesday, 22 December 2026' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    const lines = within(screen.getByRole('group', { name: 'What to cancel' })).getAllByRole('checkbox');
    expect(lines.map((box) => [box.closest('.portal-checkbox')?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Fibre 50/25 Mbps (R 799.00 per month)', true],
      ['Static IP address (R 99.00 per month)', true],
    ]);
    const reason = screen.getByRole('combobox', { name: 'Reason' });
    expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toEqual(['Please Select', 'Moving house', 'Too expensive']);
    const hardware = screen.getByRole('group', { name: 'Hardware to return' });
    const router = within(hardware).getByRole('radiogroup', { name: 'Fibre router (Huawei HG8145)' });
    expect(within(router).getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/services/connectivity/ftth/${TAG}`);
  });

  it('refuses an incomplete form with a clear message for each field and hands nothing over', async () => {
    await openForm();
    await userEvent.clear(dateField());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fibre 50/25 Mbps (R 799.00 per month)' }));
    await userEvent.click(continueButton());

    expect(await screen.findByText('Please choose a cancellation date.')).toBeInTheDocument();
    expect(screen.getByText('Fibre 50/25 Mbps is the service’s plan: it must be cancelled with the service.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Please make a selection for Reason.');
    expect(screen.getByText('Please make a selection for Fibre router (Huawei HG8145).')).toBeInTheDocument();
    expect(readCancellation()).toBeNull();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });

  it('refuses a date outside the allowed range', async () => {
    await openForm();
    await userEvent.clear(dateField());
    await userEvent.type(dateField(), '2026-12-01');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Please choose a date from 23 Dec 2026 to 20 Feb 2027.')).toBeInTheDocument();
    expect(readCancellation()).toBeNull();
  });

  it('Continue writes the cancellation context and goes to the confirm page', async () => {
    await openForm();
    await userEvent.clear(dateField());
    await userEvent.type(dateField(), '15/01/2027');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Static IP address (R 99.00 per month)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'moving');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Moving to Durban.  ');
    await userEvent.click(screen.getByRole('radio', { name: 'Drop-off: you bring it to one of our stores' }));
    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your cancellation' })).toBeInTheDocument();
    expect(readCancellation()).toEqual({
      serviceTag: TAG,
      cancellationDate: '2027-01-15',
      cancellationLines: ['plan'],
      cancellationRoute: FORM_PATH,
      cancellationInformation: { reasonId: 'moving', comment: 'Moving to Durban.' },
      cancellationHardware: [{ id: 'router', returnMethod: 'drop-off' }],
    });
  });

  it('keeps the choices made when the customer comes back from the confirm page', async () => {
    writeCancellation({
      serviceTag: TAG,
      cancellationDate: '2027-01-15',
      cancellationLines: ['plan'],
      cancellationRoute: FORM_PATH,
      cancellationInformation: { reasonId: 'price' },
      cancellationHardware: [{ id: 'router', returnMethod: 'courier-collection' }],
    });
    await openForm();
    expect(dateField()).toHaveValue('15 Jan 2027');
    expect(screen.getByRole('checkbox', { name: 'Static IP address (R 99.00 per month)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('price');
    expect(screen.getByRole('radio', { name: 'Courier collection: a courier collects it from you' })).toBeChecked();
  });

  it('says so for a service that is not found, with a link to the dashboard', async () => {
    serveCommerce({ 'services.GetCancellationOptions': () => ({ error: 'That service was not found.', status: 404 }) });
    renderCommerce('/services/ftth/NOPE-1/cancellation');
    expect(await screen.findByText('We could not find that service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a refusal as it is, and offers a retry when the options could not be loaded', async () => {
    serveCommerce({ 'services.GetCancellationOptions': () => ({ error: 'This service is already being cancelled.', status: 409 }) });
    const { unmount } = renderCommerce(FORM_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is already being cancelled.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();

    let calls = 0;
    serveCommerce({
      'services.GetCancellationOptions': () => (++calls === 1 ? { error: 'The service is down.', status: 503 } : { result: cancellationOptions }),
    });
    renderCommerce(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Cancellation details' })).toBeInTheDocument();
  });
});
