import { AUTH_EVENTS, clearSession, emitAuthEvent, getAccessToken, saveAccessToken } from '@portal/contract';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionWatch } from '../components/session-watch';
import { checkHealth } from '../health-check';

jest.mock('../health-check', () => ({ checkHealth: jest.fn() }));
jest.mock('../version-check', () => ({ checkVersion: jest.fn(async () => undefined) }));

const health = jest.mocked(checkHealth);
const tokenFor = (accountCode: string) =>
  `h.${btoa(JSON.stringify({ role: 'customer', personId: 1, accountCode, portal_modules: [], termsOfUse: true })).replace(/=+$/, '')}.s`;

/** The health check the watch starts next, answered when the test says. */
function nextHealthCheck() {
  let answer!: (value: Awaited<ReturnType<typeof checkHealth>>) => void;
  health.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return { answer: (value: Awaited<ReturnType<typeof checkHealth>>) => act(async () => answer(value)) };
}

describe('SessionWatch when the server says the token is no longer good', () => {
  beforeEach(() => {
    health.mockReset().mockResolvedValue('authenticated');
    saveAccessToken(tokenFor('CUS1001'));
    render(
      <MemoryRouter initialEntries={['/dashboard']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <SessionWatch />
      </MemoryRouter>,
    );
  });
  afterEach(() => act(() => clearSession()));

  it('ends the session whose token it checked', async () => {
    const check = nextHealthCheck();
    act(() => emitAuthEvent(AUTH_EVENTS.unauthorized));
    await check.answer('unauthenticated');
    expect(getAccessToken()).toBeNull();
  });

  it('keeps a session saved while the check was out: an account switch revoked the token it replaced', async () => {
    const check = nextHealthCheck();
    // A request made with the old token was refused, as the switch had just revoked it.
    act(() => emitAuthEvent(AUTH_EVENTS.unauthorized));
    const switched = tokenFor('ENT2001-07');
    saveAccessToken(switched);
    await check.answer('unauthenticated');
    expect(getAccessToken()).toBe(switched);
  });
});
