import { type CancellationContext } from '@portal/contract';
import { readCancellation, writeCancellation } from '@portal/contract/commerce-flow';
import { heldReply, inputsOf } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancellationOptions, renderCommerce, resetCommerceTestState, serveCommerce, TAG } from './commerce-fixtures';

const FORM_PATH = `/services/ftth/${TAG}/cancellation`;
const context: CancellationContext = {
  serviceTag: TAG,
  cancellationDate: '2027-01-15',
  cancellationLines: ['plan', 'static-ip'],
  cancellationRoute: FORM_PATH,
  cancellationInformation: { reasonId: 'moving', comment: 'Moving to Durban.' },
  cancellationHardware: [{ id: 'router', returnMethod: 'courier-collection' }],
};
const logged = { cancellationStatus: true, message: 'Your cancellation request has been logged.', reference: 'CAN-5B2C19' };
const options = () => ({ result: cancellationOptions });

afterEach(resetCommerceTestState);

describe('confirm cancellation (spec §2 /services/cancel)', () => {
  it('shows what ends and when, with a clear warning', async () => {
    writeCancellation(context);
    serveCommerce({ 'services.GetCancellationOptions': options });
    renderCommerce('/services/cancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your cancellation' })).toHaveFocus();
    const summary = await screen.findByRole('region', { name: 'Your cancellation' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are asking us to end Fibre 50/25 Mbps and Static IP address on 15 Jan 2027. We confirm the date once the request is scheduled',
    );
    const fact = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(fact('Service')).toBe(`Fibre 50/25 Mbps · ${TAG}`);
    expect(await screen.findByText(`For Fibre 50/25 Mbps · ${TAG}`)).toBeInTheDocument();
    expect(fact('Cancellation date')).toBe('15 Jan 2027');
    expect(fact('What ends')).toBe('Fibre 50/25 Mbps (R 799.00 per month)Static IP address (R 99.00 per month)');
    expect(fact('Reason')).toBe('Moving house');
    expect(fact('Comment')).toBe('Moving to Durban.');
    expect(fact('Return of Fibre router (Huawei HG8145)')).toBe('Courier collection: a courier collects it from you');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', FORM_PATH);
  });

  it('sends one request with one idempotency key however often it is clicked, then says the request is logged', async () => {
    writeCancellation(context);
    const { held, release } = heldReply({ result: logged });
    const fetchMock = serveCommerce({ 'services.GetCancellationOptions': options, 'commerce.CancelService': () => held });
    renderCommerce('/services/cancel');
    const confirm = await screen.findByRole('button', { name: 'Confirm cancellation' });
    await userEvent.dblClick(confirm);
    expect(confirm).toBeDisabled();
    release();

    const modal = await screen.findByRole('dialog', { name: 'Cancellation Request Logged' });
    expect(modal).toHaveTextContent(logged.message);
    expect(within(modal).getByText('Service').nextElementSibling).toHaveTextContent(`Fibre 50/25 Mbps · ${TAG}`);
    expect(within(modal).getByText('Cancellation status').nextElementSibling).toHaveTextContent('Logged');
    expect(within(modal).getByText('Reference').nextElementSibling).toHaveTextContent('CAN-5B2C19');
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    expect(within(modal).getByRole('link', { name: 'View Request' })).toHaveAttribute('href', '/account/cancellations');
    expect(inputsOf(fetchMock, 'commerce.CancelService')).toEqual([
      { cancellation: context, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) },
    ]);
    expect(readCancellation()).toBeNull();
    await userEvent.click(within(modal).getByRole('link', { name: 'View Request' }));
    expect(await screen.findByText('Now at /account/cancellations')).toBeInTheDocument();
  });

  it('says Request Failed with the message and no View Request, and a retry sends the same key', async () => {
    writeCancellation(context);
    let attempts = 0;
    const fetchMock = serveCommerce({
      'services.GetCancellationOptions': options,
      'commerce.CancelService': () =>
        ++attempts === 1
          ? { error: 'This service is already being cancelled.', status: 409 }
          : { result: { cancellationStatus: false, message: 'The cancellation could not be logged.', reference: 'CAN-5B2C20' } },
    });
    renderCommerce('/services/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm cancellation' }));
    let modal = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(modal).toHaveTextContent('This service is already being cancelled.');
    expect(within(modal).queryByRole('link', { name: 'View Request' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));

    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    modal = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(modal).toHaveTextContent('The cancellation could not be logged.');
    expect(within(modal).getByText('Cancellation status').nextElementSibling).toHaveTextContent('Failed');
    expect(within(modal).queryByRole('link', { name: 'View Request' })).not.toBeInTheDocument();
    const keys = inputsOf(fetchMock, 'commerce.CancelService').map((input) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(readCancellation()).toEqual(context);
  });

  it('says there is nothing to confirm without a cancellation context', () => {
    const fetchMock = serveCommerce();
    renderCommerce('/services/cancel');
    expect(screen.getByText('There is no cancellation to confirm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the cancellation could not be loaded', async () => {
    writeCancellation(context);
    let calls = 0;
    serveCommerce({ 'services.GetCancellationOptions': () => (++calls === 1 ? { error: 'The service is down.', status: 503 } : options()) });
    renderCommerce('/services/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your cancellation' })).toBeInTheDocument();
  });
});
