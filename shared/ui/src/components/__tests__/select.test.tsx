import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Select } from '../select';

const banks = [
  { id: 1, text: 'First National Bank' },
  { id: 2, text: 'Standard Bank' },
];

describe('Select', () => {
  it("starts with 'Please Select', whose value is empty (spec §5)", () => {
    render(<Select label="Bank name" options={banks} />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Please Select', 'First National Bank', 'Standard Bank']);
    expect(options[0]).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Bank name' })).toHaveValue('');
  });

  it('ties its error to the select', () => {
    render(<Select label="Bank name" options={banks} error="Please make a selection for Bank name." />);
    const select = screen.getByRole('combobox', { name: 'Bank name' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please make a selection for Bank name.');
  });

  it('works controlled, and forwards its ref for register()', async () => {
    const ref = createRef<HTMLSelectElement>();
    function Controlled() {
      const [bank, setBank] = useState('');
      return (
        <>
          <Select ref={ref} label="Bank name" options={banks} value={bank} onChange={(e) => setBank(e.target.value)} />
          <p>Chosen: {bank || 'none'}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Bank name' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank name' }), 'Standard Bank');
    expect(screen.getByText('Chosen: 2')).toBeInTheDocument();
  });
});
