import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinInput } from '../pin-input';

describe('PinInput (spec §5)', () => {
  it('says where the SMS went, and asks for the 6 digit PIN', () => {
    render(<PinInput cellNumber="082 *** 4567" />);
    const pin = screen.getByRole('textbox', { name: 'An SMS with a 6 digit PIN was sent to 082 *** 4567' });
    expect(pin).toHaveAttribute('placeholder', 'Enter your 6 digit pin');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '6');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('says "your cell number" when it does not know the number', () => {
    render(<PinInput />);
    expect(screen.getByRole('textbox', { name: 'An SMS with a 6 digit PIN was sent to your cell number' })).toBeInTheDocument();
  });

  it('submits on Enter, once, without also submitting the surrounding form', async () => {
    const submit = jest.fn();
    const formSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={formSubmit}>
        <PinInput onEnter={submit} />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox'), '123456{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(formSubmit).not.toHaveBeenCalled();
  });

  it('still calls the caller’s own onKeyDown, and other keys do not submit', () => {
    const submit = jest.fn();
    const keyDown = jest.fn();
    render(<PinInput onEnter={submit} onKeyDown={keyDown} />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: '1' });
    expect(keyDown).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('ties its error to the input', () => {
    render(<PinInput error="Please enter the PIN." />);
    const pin = screen.getByRole('textbox');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Please enter the PIN.');
  });
});
