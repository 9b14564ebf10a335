import { portalCache } from '@portal/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { PAYMENT_RETURN_ROUTE_KEY } from '../../pay-now/payment-return-route';
import { CaptureFrame, FRAME_SUBMIT_DELAY_MS } from '../components/capture-frame';
import { CardCaptureFrameModal } from '../components/card-capture-frame-modal';

const frame = {
  redirectUrl: 'http://localhost/gateway-sim/process',
  pairList: [
    { key: 'PAY_REQUEST_ID', value: 'sess-1' },
    { key: 'CHECKSUM', value: 'c0ffee' },
  ],
};

let submitted: HTMLFormElement[];
beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the capture frame', () => {
  it('posts the gateway form into the iframe after 100 ms, not before', () => {
    jest.useFakeTimers();
    expect(FRAME_SUBMIT_DELAY_MS).toBe(100);
    render(<CaptureFrame frame={frame} />);
    const iframe = screen.getByTitle('Secure card details form') as HTMLIFrameElement;
    const form = document.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(frame.redirectUrl);
    expect(form.target).toBe(iframe.name);
    expect(iframe.name).toMatch(/^card-capture-/);
    expect(Object.fromEntries(new FormData(form))).toEqual({ PAY_REQUEST_ID: 'sess-1', CHECKSUM: 'c0ffee' });
    expect(form.hidden).toBe(true);

    act(() => jest.advanceTimersByTime(99));
    expect(submitted).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(submitted).toEqual([form]);
    act(() => jest.advanceTimersByTime(1000));
    expect(submitted).toHaveLength(1);
  });

  it('posts once under React strict mode, and not at all when closed first', () => {
    jest.useFakeTimers();
    const { unmount } = render(
      <StrictMode>
        <CaptureFrame frame={frame} />
      </StrictMode>,
    );
    act(() => jest.advanceTimersByTime(FRAME_SUBMIT_DELAY_MS));
    expect(submitted).toHaveLength(1);
    unmount();

    render(<CaptureFrame frame={frame} />).unmount();
    act(() => jest.advanceTimersByTime(FRAME_SUBMIT_DELAY_MS * 2));
    expect(submitted).toHaveLength(1);
  });
});

describe('Enter Credit Card Details', () => {
  const serve = (reply: () => ActionReply) =>
    mockActions((name) => (name === 'billing.payment.GetCardCaptureFrame' ? reply() : { error: `unexpected ${name}` }));

  it('loads the frame form once with an idempotency key, shows it and posts it, and remembers where to return', async () => {
    const fetchMock = serve(() => ({ result: frame }));
    renderWithProviders(
      <StrictMode>
        <CardCaptureFrameModal onClose={() => undefined} />
      </StrictMode>,
      { path: '/account/billing-details' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Enter Credit Card Details' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Opening the secure card form…');
    const iframe = await within(dialog).findByTitle('Secure card details form');
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].target).toBe(iframe.getAttribute('name'));
    const sent = inputsOf(fetchMock, 'billing.payment.GetCardCaptureFrame');
    expect(sent).toHaveLength(1);
    expect(sent[0].idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(sessionStorage.getItem(PAYMENT_RETURN_ROUTE_KEY)).toBe('/account/billing-details');
  });

  it('shows an error with a retry, and closes with Escape or the Close button', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? { error: 'The payment gateway is not answering.', status: 503 } : { result: frame }));
    const onClose = jest.fn();
    renderWithProviders(<CardCaptureFrameModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Enter Credit Card Details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment gateway is not answering.');
    expect(submitted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTitle('Secure card details form')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
