import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ChangeEvent } from 'react';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('ties its error to the input with aria-invalid and aria-describedby', () => {
    render(<TextField label="Account holder" error="The Account holder field is required." />);
    const input = screen.getByRole('textbox', { name: 'Account holder' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The Account holder field is required.');
    expect(screen.getByText('The Account holder field is required.')).toBeVisible();
  });

  it('is described by its hint, then its error', () => {
    render(<TextField label="Branch code" hint="Six digits" error="The Branch code field may only contain numeric characters." />);
    expect(screen.getByRole('textbox', { name: 'Branch code' })).toHaveAccessibleDescription(
      'Six digits The Branch code field may only contain numeric characters.',
    );
  });

  it('is neither invalid nor described when all is well', () => {
    render(<TextField label="Account holder" />);
    const input = screen.getByRole('textbox', { name: 'Account holder' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('turns browser autocomplete off unless the caller asks for it (spec §5)', () => {
    render(
      <>
        <TextField label="Account holder" />
        <TextField label="Cell number" type="tel" autoComplete="tel" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'Cell number' })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: 'Cell number' })).toHaveAttribute('type', 'tel');
  });

  it('works as a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Reference" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />
          <p>Typed: {value}</p>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), 'inv42');
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('INV42');
    expect(screen.getByText('Typed: INV42')).toBeInTheDocument();
  });

  it("works with react-hook-form's register(): name, onChange, onBlur and a ref to the native input", async () => {
    // The shape register() returns, without importing react-hook-form into the design system.
    const seen: string[] = [];
    let element: HTMLInputElement | null = null;
    const registered = {
      name: 'accountHolder',
      onChange: async (e: ChangeEvent<HTMLInputElement>) => void seen.push(`${e.target.name}=${e.target.value}`),
      onBlur: async () => void seen.push('blur'),
      ref: (el: HTMLInputElement | null) => {
        element = el;
      },
    };
    render(<TextField label="Account holder" {...registered} />);
    const input = screen.getByRole('textbox', { name: 'Account holder' });
    expect(element).toBe(input);
    await userEvent.type(input, 'Jo');
    await userEvent.tab();
    expect(seen).toEqual(['accountHolder=J', 'accountHolder=Jo', 'blur']);
  });

  it('forwards an object ref too, and keeps a caller id and description', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="extra">Shown on your invoice</p>
        <TextField ref={ref} id="holder" label="Account holder" aria-describedby="extra" error="Too short." />
      </>,
    );
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Account holder' }));
    expect(ref.current).toHaveAttribute('id', 'holder');
    expect(ref.current).toHaveAccessibleDescription('Shown on your invoice Too short.');
  });

  it('shows a suffix right after the input, on its line, which neither names nor describes it', () => {
    render(<TextField label="Address" hint="The part before @mokoena-design.co.za" error="Please enter the part of the address before the @." suffix="@mokoena-design.co.za" />);
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(input.nextElementSibling).toHaveTextContent('@mokoena-design.co.za');
    expect(input.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleDescription('The part before @mokoena-design.co.za Please enter the part of the address before the @.');
  });
});
