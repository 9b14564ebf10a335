import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from '../checkbox';

describe('Checkbox', () => {
  it('is named by its label, and ticked by clicking the label', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label={<>I accept the <strong>debit order</strong> declaration</>} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the debit order declaration' });
    expect(ref.current).toBe(box);
    await userEvent.click(screen.getByText('debit order'));
    expect(box).toBeChecked();
  });

  it('ties its error to the checkbox', () => {
    render(<Checkbox label="I accept" error="Please accept the authorisation declaration to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the authorisation declaration to continue');
  });
});
