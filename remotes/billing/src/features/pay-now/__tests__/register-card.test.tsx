import { clearSession, portalCache, saveAccessToken } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { postFormTopLevel } from '../browser-navigation';
import { RegisterCardButton } from '../components/register-card-button';

jest.mock('../browser-navigation', () => ({ goToExternalPage: jest.fn(), postFormTopLevel: jest.fn() }));
const postForm = jest.mocked(postFormTopLevel);

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenForAccount = (masterAccountId: number) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ role: 'customer', portal_modules: ['billing'], termsOfUse: true, iat: 1, masterAccountId })}.sig`;

const registration = { redirectUrl: '/gateway-sim/process', pairList: [{ key: 'PAY_REQUEST_ID', value: 'reg-123' }] };

function serve(redirect: () => ActionReply = () => ({ result: registration })) {
  return mockActions((name) => {
    if (name === 'billing.options.GetCreditCardCollectionDayOptions') return { result: { items: [{ id: 1, text: '1st' }, { id: 20, text: '20th' }] } };
    if (name === 'billing.payment.payhost.GetPayHostRedirect') return redirect();
    return { error: `unexpected ${name}` };
  });
}

async function openRegistration() {
  renderWithProviders(<RegisterCardButton />, { path: '/account/billing-details' });
  await userEvent.click(screen.getByRole('button', { name: 'Register card for monthly payments' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register card for monthly payments' });
  return { dialog, day: await within(dialog).findByRole('combobox', { name: 'Collection day' }) };
}

beforeEach(() => {
  portalCache.clear();
  postForm.mockClear();
  saveAccessToken(tokenForAccount(42));
});
afterAll(() => clearSession());

describe('Register card for monthly payments (PayHost)', () => {
  it('asks for a collection day, then posts the PayHost form for the session’s account at the top level', async () => {
    const fetchMock = serve();
    const { dialog, day } = await openRegistration();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure page' }));
    expect(await within(dialog).findByText('Please make a selection for Collection day.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'billing.payment.payhost.GetPayHostRedirect')).toEqual([]);

    await userEvent.selectOptions(day, '20th');
    await waitFor(() => expect(within(dialog).queryByText('Please make a selection for Collection day.')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure page' }));
    await waitFor(() => expect(postForm).toHaveBeenCalledWith(registration));
    expect(inputsOf(fetchMock, 'billing.payment.payhost.GetPayHostRedirect')).toEqual([{ accountId: 42, collectionDay: 20 }]);
  });

  it('shows the server’s message when the registration cannot start', async () => {
    serve(() => ({ error: 'That account was not found.', status: 404 }));
    const { dialog, day } = await openRegistration();
    await userEvent.selectOptions(day, '1st');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure page' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to start the card registration: That account was not found.');
    expect(postForm).not.toHaveBeenCalled();
  });
});

describe('postFormTopLevel', () => {
  it('builds a hidden POST form with the fields and submits it in the top window', () => {
    const { postFormTopLevel: realPost } = jest.requireActual<typeof import('../browser-navigation')>('../browser-navigation');
    const submitted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    try {
      realPost(registration);
      expect(submitted).toHaveLength(1);
      const [form] = submitted;
      expect(form.method).toBe('post');
      expect(form.getAttribute('action')).toBe('/gateway-sim/process');
      expect(form.target).toBe('_self');
      expect(Object.fromEntries(new FormData(form))).toEqual({ PAY_REQUEST_ID: 'reg-123' });
    } finally {
      submit.mockRestore();
    }
  });
});
