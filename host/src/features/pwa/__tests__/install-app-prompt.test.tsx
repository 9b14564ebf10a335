import { AREAS, parseInstanceConfig } from '@portal/config';
import { STORAGE_KEYS } from '@portal/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { instanceConfigAtom } from '../../instance/instance-config';
import { InstallAppPrompt } from '../components/install-app-prompt';
import { captureInstallEvent, forgetInstallEvent } from '../install-event';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: false, manifestUrl: `/${area}/mf-manifest.json` }])),
});

const AGENTS = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

let standalone = false;
beforeAll(() => captureInstallEvent());
beforeEach(() => {
  jest.useFakeTimers();
  standalone = false;
  window.matchMedia = ((query: string) => ({ matches: standalone && query.includes('standalone'), media: query })) as never;
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  act(() => forgetInstallEvent());
  jest.restoreAllMocks();
});

function browserIs(agent: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
}

/** What Chromium sends when the app can be installed; the prompt resolves as the person chooses. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

/** Renders the prompt and lets 2 s pass: its settle time, and the dialog's code arriving (a promise). */
async function renderPrompt(at = '/dashboard') {
  const store = createStore();
  store.set(instanceConfigAtom, config);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <InstallAppPrompt />
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  return view;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const dialog = () => screen.queryByRole('dialog', { name: 'Add to Homescreen' });

describe('Add to Homescreen (spec §2, §4 Install prompt)', () => {
  it('on an iPhone explains the Share menu’s Add to Home Screen, with both buttons', async () => {
    browserIs(AGENTS.iPhone);
    await renderPrompt();
    const modal = dialog()!;
    expect(modal).toBeInTheDocument();
    expect(modal).toHaveTextContent('Install Acme Fibre on this device');
    expect(within(modal).getByRole('heading', { name: 'On your iPhone or iPad' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('Tap the Share button');
    expect(modal).toHaveTextContent('Add to Home Screen');
    expect(within(modal).getByRole('button', { name: 'Yes, install the app!' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
  });

  it('in Firefox on Android points to the browser menu', async () => {
    browserIs(AGENTS.androidFirefox);
    await renderPrompt();
    expect(within(dialog()!).getByRole('heading', { name: 'In Firefox on Android' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Tap the menu button (⋮)');
  });

  it('on Android and on a computer waits for the browser’s install offer, then installs through it', async () => {
    browserIs(AGENTS.androidChrome);
    const { unmount } = await renderPrompt();
    expect(dialog()).not.toBeInTheDocument();
    const offer = browserOffersInstall();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(within(dialog()!).getByRole('heading', { name: 'On your Android device' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Yes, install the app!' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toBeInTheDocument();
    unmount();

    sessionStorage.clear();
    browserIs(AGENTS.desktopChrome);
    browserOffersInstall();
    await renderPrompt();
    expect(within(dialog()!).getByRole('heading', { name: 'On your computer' })).toBeInTheDocument();
  });

  it('is not offered on a computer whose browser makes no install offer (as in a headless test browser)', async () => {
    browserIs(AGENTS.desktopChrome);
    await renderPrompt();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('‘No thanks’ records dismissedPopup and dismissDate, and the modal is not offered again', async () => {
    browserIs(AGENTS.iPhone);
    const { unmount } = await renderPrompt();
    await user().click(screen.getByRole('button', { name: 'No thanks' }));
    expect(dialog()).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.pwaPrompt)!);
    expect(stored.dismissedPopup).toBe(true);
    expect(Date.now() - Date.parse(stored.dismissDate)).toBeLessThan(60_000);
    unmount();

    sessionStorage.clear(); // a new visit
    await renderPrompt();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closing it without an answer puts it off until the next visit only', async () => {
    browserIs(AGENTS.iPhone);
    const { unmount } = await renderPrompt();
    await user().click(within(dialog()!).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(STORAGE_KEYS.pwaPrompt)).toBeNull();
    unmount();
    const again = await renderPrompt();
    expect(dialog()).not.toBeInTheDocument();
    again.unmount();

    sessionStorage.clear(); // a new visit
    await renderPrompt();
    expect(dialog()).toBeInTheDocument();
  });

  it('is not shown when the app already runs standalone (from the home screen)', async () => {
    browserIs(AGENTS.iPhone);
    standalone = true;
    await renderPrompt();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is shown on the dashboard only, and never over another dialog', async () => {
    browserIs(AGENTS.iPhone);
    const { unmount } = await renderPrompt('/account/account-details');
    expect(dialog()).not.toBeInTheDocument();
    unmount();

    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.appendChild(other);
    await renderPrompt();
    expect(dialog()).not.toBeInTheDocument();
    other.remove();
  });
});
