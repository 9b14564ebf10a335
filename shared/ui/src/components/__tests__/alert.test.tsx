import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_DISMISS_MS } from '@portal/contract';
import { Alert } from '../alert';

describe('Alert', () => {
  afterEach(() => jest.useRealTimers());

  it('dismisses itself after the given time and then calls onComplete (spec §4)', () => {
    jest.useFakeTimers();
    const complete = jest.fn();
    render(
      <Alert tone="success" autoDismissMs={ALERT_DISMISS_MS} onComplete={complete}>
        Card details successfully captured.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Card details successfully captured.');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(complete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays until closed when no time is given', () => {
    jest.useFakeTimers();
    render(<Alert tone="info">Your invoice is ready.</Alert>);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Your invoice is ready.');
  });

  it('does not call onComplete after it was removed early', () => {
    jest.useFakeTimers();
    const complete = jest.fn();
    const { unmount } = render(
      <Alert tone="info" autoDismissMs={3000} onComplete={complete}>
        Saved
      </Alert>,
    );
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(complete).not.toHaveBeenCalled();
  });

  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('announces a %s as role=%s', (tone, role) => {
    render(<Alert tone={tone}>Failed to verify pin: wrong</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Failed to verify pin: wrong');
  });

  it('offers a Dismiss button when it can be closed', async () => {
    const close = jest.fn();
    const { rerender } = render(<Alert tone="success">Saved</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Alert tone="success" onClose={close}>
        Saved
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
