import { readSession, STORAGE_KEYS } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { checkFixture } from '@portal/ui/testing';
import { useSwitchAccount } from '../api/get-auth-for-account';

const reply = (status: number, body: object) => ({ ok: status < 400, status, json: async () => body });
/** A successful answer of `name`, checked against its output schema. */
const ok = (name: string, result: object) => {
  checkFixture(name, result);
  return reply(200, { success: true, result, errors: [] });
};
const row = (userToken: string) => ({ accountCode: 'BUS3001', customerName: 'Bongani Trading', createDate: '2020-01-01', enterprise: false, status: 'Active', current: false, userToken });
const tokenFor = (accountCode: string) => `h.${btoa(JSON.stringify({ accountCode }))}.s`;

function renderSwitch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/billing']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useSwitchAccount(), { wrapper });
}

describe('switching account (spec §4 Account switch)', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: 'h.e30.s', otpCellNumber: '0831234567' })));
  afterEach(() => localStorage.clear());

  it('tries once more with the lists fetched again when the row came from a list made for an earlier token', async () => {
    const exchanged: string[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('account.GetAccounts')) return ok('account.GetAccounts', { accounts: [row('ut-new')] });
      if (url.endsWith('account.GetChildAccounts')) return ok('account.GetChildAccounts', { accounts: [] });
      const { userToken } = JSON.parse(String(init.body)) as { userToken: string };
      exchanged.push(userToken);
      return userToken === 'ut-new'
        ? ok('account.GetAuthForAccount', { accessToken: tokenFor('BUS3001') })
        : reply(400, { success: false, result: null, errors: [{ code: 'BAD_INPUT', message: 'This account list has expired. Please open it again.', field: 'userToken' }] });
    }) as unknown as typeof fetch;

    const { result } = renderSwitch();
    act(() => result.current.mutate(row('ut-cached')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(exchanged).toEqual(['ut-cached', 'ut-new']);
    expect(readSession()).toMatchObject({ accessToken: tokenFor('BUS3001'), accountCode: 'BUS3001', otpCellNumber: '0831234567' });
  });

  it('shows any other failure as it is, without trying again', async () => {
    global.fetch = jest.fn(async () =>
      reply(404, { success: false, result: null, errors: [{ code: 'NOT_FOUND', message: 'That account was not found.' }] }),
    ) as unknown as typeof fetch;
    const { result } = renderSwitch();
    act(() => result.current.mutate(row('ut-other')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('That account was not found.');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
