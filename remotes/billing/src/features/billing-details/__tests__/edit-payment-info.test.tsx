import { AUTH_EVENTS, emitAuthEvent, onAuthEvent, saveAccessToken } from '@portal/contract';
import { updateBillingDetailsInput } from '@portal/contract/catalogue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, renderWithProviders } from '@portal/ui/testing';
import BillingDetailsPage from '../components/billing-details-page';
import { cardOnRecord, debitOrderOnRecord, resetBillingTestState, serveBilling, signIn, summary, tokenFor } from './billing-fixtures';

jest.mock('../../card-capture/components/card-capture-frame-modal', () => ({
  CardCaptureFrameModal: ({ onClose }: { onClose: () => void }) => (
    <div role="dialog" aria-label="Enter Credit Card Details">
      <button type="button" onClick={onClose}>
        Close capture
      </button>
    </div>
  ),
}));

const renderPage = () => renderWithProviders(<BillingDetailsPage />, { path: '/account/billing-details' });

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Payment Info' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Payment Info' });
  return dialog;
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
const errorOf = (field: HTMLElement) => field.getAttribute('aria-invalid') === 'true' && document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;

const withoutDebitOrder = {
  ...summary,
  paymentMethodId: 3,
  billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null },
};

beforeEach(() => {
  resetBillingTestState();
  signIn('customer');
});

describe('Edit Payment Info', () => {
  it('opens with the current method selected and the debit order on record, the account number only as a hint', async () => {
    serveBilling();
    renderPage();
    const dialog = await openEditor();
    expect(within(dialog).getByRole('radio', { name: 'Debit order (current)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Credit card' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Cash' })).toBeDisabled();
    expect(await within(dialog).findByRole('textbox', { name: 'Account holder name' })).toHaveValue('T Mokoena');
    expect(within(dialog).getByRole('combobox', { name: 'Bank name' })).toHaveDisplayValue('First National Bank');
    expect(within(dialog).getByRole('combobox', { name: 'Account type' })).toHaveDisplayValue('Cheque');
    expect(within(dialog).getByRole('combobox', { name: 'Collection day' })).toHaveDisplayValue('25th');
    expect(within(dialog).getByRole('textbox', { name: 'Branch code' })).toHaveValue('250655');
    const accountNumber = within(dialog).getByRole('textbox', { name: 'Account number' });
    expect(accountNumber).toHaveValue('');
    expect(accountNumber).toHaveAccessibleDescription('On record: ******7890. Leave it blank to keep this account number.');
    for (const input of within(dialog).getAllByRole('textbox')) expect(input).toHaveAttribute('autocomplete', 'off');
    expect(within(dialog).queryByRole('combobox', { name: 'ID type' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleName(
      'I, Thandi Mokoena, authorise the service provider to debit the bank account above with the amounts due on my account, on the collection day I chose, until I cancel this authority.',
    );
  });

  it('shows cash as current but not choosable, and asks for another method', async () => {
    const fetchMock = serveBilling({ 'billing.GetBillingDetails': () => ({ result: withoutDebitOrder }) });
    renderPage();
    const dialog = await openEditor();
    const cash = await within(dialog).findByRole('radio', { name: 'Cash (current)' });
    expect(cash).toBeChecked();
    expect(cash).toBeDisabled();
    expect(within(dialog).getByText(/Cash cannot be chosen here/)).toBeInTheDocument();
    await userEvent.click(cash);
    expect(cash).toBeChecked();
    await save(dialog);
    expect(await within(dialog).findByText('Please choose a credit card or a debit order.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toEqual([]);
  });

  it('validates the debit order form as spec §5 says, then sends the whole edited account', async () => {
    const fetchMock = serveBilling({
      'billing.GetBillingDetails': () => ({ result: withoutDebitOrder }),
      'billing.UpdateBillingDetails': () => ({ result: { isUpdated: true } }),
    });
    renderPage();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Debit order' }));
    const holder = await within(dialog).findByRole('textbox', { name: 'Account holder name' });
    const bank = within(dialog).getByRole('combobox', { name: 'Bank name' });
    const accountNumber = within(dialog).getByRole('textbox', { name: 'Account number' });
    const accountType = within(dialog).getByRole('combobox', { name: 'Account type' });
    const branch = within(dialog).getByRole('textbox', { name: 'Branch code' });
    const day = within(dialog).getByRole('combobox', { name: 'Collection day' });
    const declaration = within(dialog).getByRole('checkbox');
    expect(within(bank).getAllByRole('option')[0]).toHaveTextContent('Please Select');
    expect(within(bank).getAllByRole('option')[0]).toHaveValue('');

    await save(dialog);
    await waitFor(() => expect(errorOf(holder)).toBe('The Account holder name field is required.'));
    expect(errorOf(bank)).toBe('Please make a selection for Bank name.');
    expect(errorOf(accountNumber)).toBe('The Account number field is required.');
    expect(errorOf(accountType)).toBe('Please make a selection for Account type.');
    expect(errorOf(branch)).toBe('The Branch code field is required.');
    expect(errorOf(day)).toBe('Please make a selection for Collection day.');
    expect(errorOf(declaration)).toBe('Please accept the authorisation declaration to continue');

    await userEvent.type(accountNumber, '12ab');
    await userEvent.type(branch, '25-06');
    await waitFor(() => expect(errorOf(accountNumber)).toBe('The Account number field may only contain numeric characters.'));
    expect(errorOf(branch)).toBe('The Branch code field may only contain numeric characters.');
    expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toEqual([]);

    await userEvent.type(holder, '  Thandi Mokoena ');
    await userEvent.selectOptions(bank, 'Nedbank');
    await userEvent.clear(accountNumber);
    await userEvent.type(accountNumber, '1234567890');
    await userEvent.selectOptions(accountType, 'Savings');
    await userEvent.clear(branch);
    await userEvent.type(branch, '198765');
    await userEvent.selectOptions(day, '15th');
    await userEvent.click(declaration);
    await waitFor(() => expect(within(dialog).queryByText(/field is required|Please make a selection|Please accept/)).not.toBeInTheDocument());
    const rulesAsked = inputsOf(fetchMock, 'billing.GetCollectionRules').length;
    await save(dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = inputsOf(fetchMock, 'billing.UpdateBillingDetails');
    expect(sent).toEqual({
      paymentMethodId: 2,
      billingDetails: {
        debitOrderDetailsBean: {
          accountHolder: 'Thandi Mokoena',
          bankNameId: 3,
          accountNumber: '1234567890',
          accountTypeId: 2,
          branchCode: '198765',
          debitCollectionDayId: 15,
          idNumberTypeId: null,
          idNumber: null,
          declarationAccepted: true,
        },
        creditCardDetailsBean: null,
      },
    });
    expect(updateBillingDetailsInput.safeParse(sent).success).toBe(true);
    expect(await screen.findByText('Your payment details were updated.')).toBeInTheDocument();
    // Saved details and the next collection are fetched again.
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.GetBillingDetails')).toHaveLength(2));
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.GetCollectionRules')).toHaveLength(rulesAsked + 1));
  });

  it('keeps the account number on record when left blank, and sends an empty one to say so', async () => {
    const fetchMock = serveBilling({ 'billing.UpdateBillingDetails': () => ({ result: { isUpdated: true } }) });
    renderPage();
    const dialog = await openEditor();
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await save(dialog);
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toHaveLength(1));
    const [sent] = inputsOf(fetchMock, 'billing.UpdateBillingDetails');
    expect(sent).toEqual({
      paymentMethodId: 2,
      billingDetails: {
        debitOrderDetailsBean: {
          accountHolder: 'T Mokoena',
          bankNameId: 2,
          accountNumber: '',
          accountTypeId: 1,
          branchCode: '250655',
          debitCollectionDayId: 25,
          idNumberTypeId: null,
          idNumber: null,
          declarationAccepted: true,
        },
        creditCardDetailsBean: null,
      },
    });
    expect(updateBillingDetailsInput.safeParse(sent).success).toBe(true);
  });

  it('asks for the ID type and number when the alternate collection provider is on, and sends them', async () => {
    const fetchMock = serveBilling({ 'billing.UpdateBillingDetails': () => ({ result: { isUpdated: true } }) }, { alternateProvider: true });
    renderPage();
    const dialog = await openEditor();
    const idType = await within(dialog).findByRole('combobox', { name: 'ID type' });
    const idNumber = within(dialog).getByRole('textbox', { name: 'ID number' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await save(dialog);
    await waitFor(() => expect(errorOf(idType)).toBe('Please make a selection for ID type.'));
    expect(errorOf(idNumber)).toBe('The ID number field is required.');
    expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toEqual([]);

    await userEvent.selectOptions(idType, 'Passport');
    await userEvent.type(idNumber, 'A1234567');
    await save(dialog);
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toHaveLength(1));
    const [sent] = inputsOf(fetchMock, 'billing.UpdateBillingDetails');
    expect(sent.billingDetails).toMatchObject({ debitOrderDetailsBean: { idNumberTypeId: 2, idNumber: 'A1234567' } });
    expect(updateBillingDetailsInput.safeParse(sent).success).toBe(true);
  });

  it('keeps an ID on record when its number is left blank and its type is unchanged', async () => {
    const fetchMock = serveBilling(
      {
        'billing.GetBillingDetails': () => ({
          result: { ...summary, billingDetails: { ...summary.billingDetails, debitOrderDetailsBean: { ...debitOrderOnRecord, idNumberTypeId: 1, idNumber: '80********87' } } },
        }),
        'billing.UpdateBillingDetails': () => ({ result: { isUpdated: true } }),
      },
      { alternateProvider: true },
    );
    renderPage();
    const dialog = await openEditor();
    const idType = await within(dialog).findByRole('combobox', { name: 'ID type' });
    const idNumber = within(dialog).getByRole('textbox', { name: 'ID number' });
    expect(idType).toHaveDisplayValue('South African ID');
    expect(idNumber).toHaveValue('');
    expect(idNumber).toHaveAccessibleDescription('On record: 80********87. Leave it blank to keep this ID number.');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.selectOptions(idType, 'Passport');
    await save(dialog);
    await waitFor(() => expect(errorOf(idNumber)).toBe('The ID number field is required.'));
    await userEvent.selectOptions(idType, 'South African ID');
    await save(dialog);
    await waitFor(() => expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toHaveLength(1));
    const [sent] = inputsOf(fetchMock, 'billing.UpdateBillingDetails');
    expect(sent.billingDetails).toMatchObject({ debitOrderDetailsBean: { idNumberTypeId: 1, idNumber: null } });
  });

  it('shows the card on record, never asks for the card number, and saves the card collection day', async () => {
    const fetchMock = serveBilling({
      'billing.GetBillingDetails': () => ({
        result: { ...summary, paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: cardOnRecord } },
      }),
      'billing.UpdateBillingDetails': () => ({ result: { isUpdated: true } }),
    });
    renderPage();
    const dialog = await openEditor();
    expect(within(dialog).getByRole('radio', { name: 'Credit card (current)' })).toBeChecked();
    expect(await within(dialog).findByText('**** **** **** 4242')).toBeInTheDocument();
    expect(within(dialog).getByText('April 2028')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    const day = await within(dialog).findByRole('combobox', { name: 'Collection day' });
    expect(day).toHaveDisplayValue('1st');
    await userEvent.selectOptions(day, 'Please Select');
    await save(dialog);
    await waitFor(() => expect(errorOf(day)).toBe('Please make a selection for Collection day.'));
    await userEvent.selectOptions(day, '20th');
    await save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = inputsOf(fetchMock, 'billing.UpdateBillingDetails');
    expect(sent).toEqual({ paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: { creditCollectionDayId: 20 } } });
    expect(updateBillingDetailsInput.safeParse(sent).success).toBe(true);
  });

  it('closes the editor and opens the capture frame for a new card', async () => {
    serveBilling();
    renderPage();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    expect(await within(dialog).findByText(/There is no card on record yet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Capture new card' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Payment Info' })).not.toBeInTheDocument();
    const frame = screen.getByRole('dialog', { name: 'Enter Credit Card Details' });
    await userEvent.click(within(frame).getByRole('button', { name: 'Close capture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message when a card is chosen with none on record, and Request Assistance logs a billing ticket', async () => {
    const fetchMock = serveBilling({
      'billing.UpdateBillingDetails': () => ({ error: 'Capture a card before choosing to pay by credit card.', status: 400 }),
      'billing.support.CreateBillingSupportTicket': () => ({ result: { ticketNumber: 'TCK-10077' } }),
    });
    renderPage();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Collection day' }), '20th');
    await save(dialog);
    const failure = await within(dialog).findByText('Failed to update payment details: Capture a card before choosing to pay by credit card.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Collection day' })).toHaveDisplayValue('20th');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Assistance' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'View ticket TCK-10077' });
    expect(link).toHaveAttribute('href', '/tickets/support/TCK-10077');
    expect(screen.getByText(/Your request for assistance was logged as ticket TCK-10077/)).toBeInTheDocument();
    const [ticket] = inputsOf(fetchMock, 'billing.support.CreateBillingSupportTicket');
    expect(ticket.description).toBe(
      'I need help changing my payment method to credit card in the portal. It said: Failed to update payment details: Capture a card before choosing to pay by credit card.',
    );
  });

  it('disables Save Changes for a reseller and says why', async () => {
    signIn('reseller');
    const fetchMock = serveBilling();
    renderPage();
    const dialog = await openEditor();
    await within(dialog).findByRole('textbox', { name: 'Account holder name' });
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(within(dialog).getByText('Only the customer can save changes to payment details or request assistance.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toEqual([]);
  });

  it('disables Request Assistance when the session turns out to be a reseller’s', async () => {
    // Save Changes is already disabled for a reseller, so the failure is reached as a customer first and the
    // session then becomes a reseller's (an account switch in another tab): the hook follows the session store.
    serveBilling({ 'billing.UpdateBillingDetails': () => ({ error: 'Not allowed.', status: 403 }) });
    renderPage();
    const dialog = await openEditor();
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await save(dialog);
    await within(dialog).findByText('Failed to update payment details: Not allowed.');
    expect(within(dialog).getByRole('button', { name: 'Request Assistance' })).toBeEnabled();
    act(() => {
      saveAccessToken(tokenFor('reseller'));
    });
    expect(within(dialog).getByRole('button', { name: 'Request Assistance' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('shows a cancelled re-authentication like any other failure and keeps what was typed', async () => {
    const fetchMock = serveBilling();
    const reply = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: { body?: string }) => {
      if (!url.endsWith('/billing.UpdateBillingDetails')) return reply(url, init);
      return {
        ok: false,
        status: 403,
        json: async () => ({ success: false, result: null, errors: [{ code: 'REAUTH_REQUIRED', message: 'Please confirm it is you.' }] }),
      };
    });
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => emitAuthEvent(AUTH_EVENTS.reauthCancelled));
    try {
      renderPage();
      const dialog = await openEditor();
      const holder = await within(dialog).findByRole('textbox', { name: 'Account holder name' });
      await userEvent.clear(holder);
      await userEvent.type(holder, 'Thandi M');
      await userEvent.click(within(dialog).getByRole('checkbox'));
      await save(dialog);
      expect(
        await within(dialog).findByText('Failed to update payment details: Re-authentication was cancelled, so nothing was changed.'),
      ).toBeInTheDocument();
      expect(holder).toHaveValue('Thandi M');
      expect(within(dialog).getByRole('checkbox')).toBeChecked();
      expect(inputsOf(fetchMock, 'billing.UpdateBillingDetails')).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('says there is no payment account to edit when billing details could not be loaded', async () => {
    serveBilling({ 'billing.GetBillingDetails': () => ({ error: 'Billing is resting.' }) });
    renderPage();
    await screen.findByText('Billing is resting.');
    const dialog = await openEditor();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No payment account to edit');
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('loads each option list once and answers the next opening from the 600 s cache', async () => {
    const fetchMock = serveBilling();
    renderPage();
    let dialog = await openEditor();
    await within(dialog).findByRole('combobox', { name: 'Bank name' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Credit card' }));
    await within(dialog).findByRole('combobox', { name: 'Collection day' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openEditor();
    await within(dialog).findByRole('combobox', { name: 'Bank name' });
    for (const name of ['GetBankOptions', 'GetBankAccountTypeOptions', 'GetDebitOrderCollectionDayOptions', 'GetCreditCardCollectionDayOptions']) {
      expect(inputsOf(fetchMock, `billing.options.${name}`)).toHaveLength(1);
    }
  });
});
