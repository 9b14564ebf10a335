import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, renderWithProviders } from '@portal/ui/testing';
import { resetBillingTestState, serveBilling, signIn } from '../../billing-details/__tests__/billing-fixtures';
import { AddToBillSection } from '../components/add-to-bill-section';

const offers = [
  {
    serviceTag: 'MOB-300412',
    serviceName: 'Mobile Data 20 GB',
    products: [
      { productId: 1, name: 'Mobile Data Top-up 5 GB', amount: 99 },
      { productId: 2, name: 'Static IP Address (once-off setup)', amount: 250 },
    ],
  },
  { serviceTag: 'WEB-800917', serviceName: 'Web Hosting Business 20 GB', products: [{ productId: 5, name: 'Website Restore from Backup', amount: 150 }] },
];
const added = { orderStatus: true, message: 'Mobile Data Top-up 5 GB (R 99.00) will be added to your next invoice for MOB-300412.', reference: 'ATB-1A2B3C4D' };

const section = () => screen.getByRole('region', { name: 'Add to your next bill' });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  resetBillingTestState();
  signIn('customer');
});

describe('Add to your next bill', () => {
  it('retries a failed addition under the same idempotency key, and makes the next addition a new request', async () => {
    let calls = 0;
    const fetchMock = serveBilling({
      'billing.payment.GetAddToBillOffers': () => ({ result: { offers } }),
      'billing.payment.AddToBillPayment': () => (++calls === 1 ? { error: 'The line dropped.' } : { result: added }),
    });
    renderWithProviders(<AddToBillSection />);
    const service = await within(section()).findByRole('combobox', { name: 'Service' });
    const choose = async () => {
      await userEvent.selectOptions(service, 'MOB-300412');
      await userEvent.selectOptions(within(section()).getByRole('combobox', { name: 'Extra' }), '1');
      await userEvent.click(within(section()).getByRole('button', { name: 'Add to bill' }));
    };
    await choose();
    expect(await within(section()).findByText(/Failed to add to your bill: The line dropped\./)).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('button', { name: 'Add to bill' }));
    await within(section()).findByText(/Reference ATB-1A2B3C4D/);
    await choose();
    await screen.findAllByText(/Reference ATB-1A2B3C4D/);
    const keys = inputsOf(fetchMock, 'billing.payment.AddToBillPayment').map((input) => input.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('offers each service its own extras with prices, adds the chosen one and says where it will show', async () => {
    const { held, release } = heldReply({ result: added });
    const fetchMock = serveBilling({
      'billing.payment.GetAddToBillOffers': () => ({ result: { offers } }),
      'billing.payment.AddToBillPayment': () => held,
    });
    renderWithProviders(<AddToBillSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the extras for your services…');
    const service = await within(section()).findByRole('combobox', { name: 'Service' });
    const extra = within(section()).getByRole('combobox', { name: 'Extra' });
    expect(optionTexts(service)).toEqual(['Please Select', 'Mobile Data 20 GB (MOB-300412)', 'Web Hosting Business 20 GB (WEB-800917)']);
    expect(optionTexts(extra)).toEqual(['Please Select']);
    expect(within(section()).getByText('Choose a service first.')).toBeInTheDocument();

    await userEvent.selectOptions(service, 'WEB-800917');
    expect(optionTexts(extra)).toEqual(['Please Select', 'Website Restore from Backup · R 150.00']);
    await userEvent.selectOptions(service, 'MOB-300412');
    expect(optionTexts(extra)).toEqual(['Please Select', 'Mobile Data Top-up 5 GB · R 99.00', 'Static IP Address (once-off setup) · R 250.00']);
    await userEvent.selectOptions(extra, '1');

    const button = within(section()).getByRole('button', { name: 'Add to bill' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    release();
    expect(await within(section()).findByText(/will be added to your next invoice for MOB-300412\. Reference ATB-1A2B3C4D\./)).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'View your next invoice' })).toHaveAttribute('href', '/account/billing-details/invoices/next');
    expect(inputsOf(fetchMock, 'billing.payment.AddToBillPayment')).toEqual([{ serviceTag: 'MOB-300412', productId: 1, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) }]);
    expect(service).toHaveValue('');
  });

  it('asks for a service and an extra before sending anything', async () => {
    const fetchMock = serveBilling({ 'billing.payment.GetAddToBillOffers': () => ({ result: { offers } }) });
    renderWithProviders(<AddToBillSection />);
    await userEvent.click(await within(section()).findByRole('button', { name: 'Add to bill' }));
    expect(await within(section()).findByText('Please make a selection for Service.')).toBeInTheDocument();
    expect(within(section()).getByText('Please make a selection for Extra.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.payment.AddToBillPayment')).toEqual([]);
  });

  it('choosing another service clears the extra chosen for the first', async () => {
    serveBilling({ 'billing.payment.GetAddToBillOffers': () => ({ result: { offers } }) });
    renderWithProviders(<AddToBillSection />);
    const service = await within(section()).findByRole('combobox', { name: 'Service' });
    const extra = within(section()).getByRole('combobox', { name: 'Extra' });
    await userEvent.selectOptions(service, 'MOB-300412');
    await userEvent.selectOptions(extra, '2');
    await userEvent.selectOptions(service, 'WEB-800917');
    expect(extra).toHaveValue('');
  });

  it('shows the server’s reason when the addition fails, keeping the choice', async () => {
    serveBilling({
      'billing.payment.GetAddToBillOffers': () => ({ result: { offers } }),
      'billing.payment.AddToBillPayment': () => ({ error: 'serviceTag: MOB-300412 is suspended, so nothing can be added to it.', status: 400 }),
    });
    renderWithProviders(<AddToBillSection />);
    const service = await within(section()).findByRole('combobox', { name: 'Service' });
    await userEvent.selectOptions(service, 'MOB-300412');
    await userEvent.selectOptions(within(section()).getByRole('combobox', { name: 'Extra' }), '1');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add to bill' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Failed to add to your bill: serviceTag: MOB-300412 is suspended, so nothing can be added to it.',
    );
    expect(service).toHaveValue('MOB-300412');
  });

  it('says so when no service has extras, and offers a retry when the list fails', async () => {
    serveBilling();
    const { unmount } = renderWithProviders(<AddToBillSection />);
    expect(await within(section()).findByText('Nothing to add right now.')).toBeInTheDocument();
    unmount();

    let calls = 0;
    serveBilling({ 'billing.payment.GetAddToBillOffers': () => (++calls === 1 ? { error: 'The service is down.' } : { result: { offers } }) });
    renderWithProviders(<AddToBillSection />);
    await userEvent.click(await within(section()).findByRole('button', { name: /try again/i }));
    expect(await within(section()).findByRole('combobox', { name: 'Service' })).toBeInTheDocument();
  });
});
