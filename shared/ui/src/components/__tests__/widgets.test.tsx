import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Alert } from '../alert';
import { Modal } from '../modal';
import { PinInput } from '../pin-input';
import { Select } from '../select';
import { Tabs } from '../tabs';
import { TextField } from '../text-field';

describe('form widgets', () => {
  it('ties a text field’s error to it and turns browser autocomplete off', () => {
    render(<TextField label="Account holder" error="The Account holder field is required." />);
    const input = screen.getByLabelText('Account holder');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The Account holder field is required.');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('starts a select with Please Select, whose value is empty', () => {
    render(<Select label="Bank name" options={[{ id: 1, text: 'First National Bank' }]} />);
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Please Select');
    expect(options[0]).toHaveValue('');
    expect(screen.getByLabelText('Bank name')).toHaveValue('');
  });

  it('labels the pin with the number it was sent to, and submits on Enter', async () => {
    const submit = jest.fn();
    render(<PinInput cellNumber="082 *** 4567" onEnter={submit} />);
    const pin = screen.getByLabelText('An SMS with a 6 digit pin was sent to 082 *** 4567');
    expect(pin).toHaveAttribute('placeholder', 'Enter your 6 digit pin');
    await userEvent.type(pin, '123456{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('Modal', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Switch Account</button>
        <Modal open={open} title="Switch Account" onClose={() => setOpen(false)} footer={<button>Confirm</button>}>
          <input aria-label="Filter" />
        </Modal>
      </>
    );
  }

  it('is a dialog named by its title that keeps focus inside, closes on Escape and returns focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Switch Account' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Switch Account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Filter')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('Tabs', () => {
  function Harness() {
    const [active, setActive] = useState('parents');
    const tabs = [
      { id: 'parents', label: 'Parent Accounts' },
      { id: 'children', label: 'Child Accounts' },
    ];
    return <Tabs tabs={tabs} active={active} onChange={setActive} ariaLabel="Accounts" />;
  }

  it('moves between tabs with the arrow keys', async () => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Parent Accounts' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Child Accounts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Child Accounts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Parent Accounts' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Alert', () => {
  it('dismisses itself after the given time and emits complete (spec §4)', () => {
    jest.useFakeTimers();
    const complete = jest.fn();
    render(
      <Alert tone="success" autoDismissMs={3000} onComplete={complete}>
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(2999));
    expect(complete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('announces errors as alerts', () => {
    render(<Alert tone="error">Failed to verify pin: wrong</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to verify pin: wrong');
  });
});
