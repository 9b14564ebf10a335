import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkDate, DateField } from '..';

const TODAY = '2026-11-20';

/** A form as the portal's pages write one: the field registered, checked with checkDate, the value handed over. */
function DateForm({ onSave, min, max, start = '' }: { onSave: (date: string) => void; min?: string; max?: string; start?: string }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ date: string }>({ mode: 'onTouched', defaultValues: { date: start } });
  return (
    <form noValidate onSubmit={handleSubmit(({ date }) => onSave(date))}>
      <DateField
        label="Start date"
        today={TODAY}
        min={min}
        max={max}
        error={errors.date?.message}
        {...register('date', { validate: (v) => checkDate(v, { required: 'Please choose a start date.', min, max }) })}
      />
      <button type="submit">Save</button>
      <button type="button" onClick={() => reset({ date: '2027-01-05' })}>
        Reset
      </button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Start date' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const openCalendar = () => userEvent.click(screen.getByRole('button', { name: 'Choose start date from a calendar' }));

describe('DateField', () => {
  it.each([
    ['2026-11-20'],
    ['20/11/2026'],
    ['20-11-2026'],
    ['20 Nov 2026'],
    ['20 November 2026'],
  ])('hands the form 2026-11-20 for "%s", and keeps what was typed in the box', async (typed) => {
    const onSave = jest.fn();
    render(<DateForm onSave={onSave} />);
    await userEvent.type(field(), typed);
    await save();
    expect(onSave).toHaveBeenCalledWith('2026-11-20');
    expect(field()).toHaveValue(typed);
  });

  it('reads a day and month of one digit the South African way, day first', async () => {
    const onSave = jest.fn();
    render(<DateForm onSave={onSave} />);
    await userEvent.type(field(), '5/1/2027');
    await save();
    expect(onSave).toHaveBeenCalledWith('2027-01-05');
  });

  it('says how to write a date it cannot read, on leaving the field, and sends nothing', async () => {
    const onSave = jest.fn();
    render(<DateForm onSave={onSave} />);
    expect(field()).toHaveAccessibleDescription('For example 20/11/2026 or 20 Nov 2026.');
    await userEvent.type(field(), '20/11/26');
    await userEvent.tab();
    await userEvent.tab();
    expect(field()).toHaveAccessibleDescription(/Please enter a date such as 20\/11\/2026\.$/);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(field()).toHaveFocus();
  });

  it('asks for a required date and keeps to min and max, with their dates in the message', async () => {
    const onSave = jest.fn();
    render(<DateForm onSave={onSave} min="2026-12-01" max="2027-03-01" />);
    await save();
    expect(field()).toHaveAccessibleDescription(/Please choose a start date\.$/);
    await userEvent.type(field(), '30/11/2026');
    expect(field()).toHaveAccessibleDescription(/Please choose a date from 1 Dec 2026 to 1 Mar 2027\.$/);
    await userEvent.clear(field());
    await userEvent.type(field(), '1/12/2026');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await save();
    expect(onSave).toHaveBeenCalledWith('2026-12-01');
  });

  it('shows the form’s own value as a date, also after a reset', async () => {
    render(<DateForm onSave={jest.fn()} start="2026-09-01" />);
    expect(field()).toHaveValue('1 Sep 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field()).toHaveValue('5 Jan 2027');
  });

  it('offers a calendar that opens at the chosen day, moves by keyboard and chooses with Enter', async () => {
    const onSave = jest.fn();
    render(<DateForm onSave={onSave} />);
    await userEvent.type(field(), '20/11/2026');
    await openCalendar();
    const calendar = screen.getByRole('dialog', { name: 'Start date: choose a date' });
    expect(screen.getByRole('button', { name: 'Choose start date from a calendar' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Friday, 20 November 2026' })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: 'Friday, 20 November 2026' })).toHaveAttribute('aria-current', 'date');
    expect(within(calendar).getByRole('gridcell', { selected: true })).toHaveTextContent('20');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(calendar).getByRole('button', { name: 'Saturday, 21 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: 'Saturday, 28 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(calendar).getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Saturday, 5 December 2026' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(calendar).getByRole('button', { name: 'Monday, 30 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(within(calendar).getByRole('button', { name: 'Wednesday, 30 December 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(within(calendar).getByRole('button', { name: 'Sunday, 27 December 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('27 Dec 2026');
    expect(screen.getByRole('button', { name: 'Choose start date from a calendar' })).toHaveFocus();
    await save();
    expect(onSave).toHaveBeenCalledWith('2026-12-27');
  });

  it('closes the calendar with Escape without choosing, and opens it from the box with Alt+Down', async () => {
    render(<DateForm onSave={jest.fn()} />);
    await userEvent.click(field());
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = screen.getByRole('dialog', { name: 'Start date: choose a date' });
    expect(within(calendar).getByRole('button', { name: 'Friday, 20 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Choose start date from a calendar' })).toHaveFocus();
  });

  it('lets no day outside min and max be chosen, and goes no further than their months', async () => {
    render(<DateForm onSave={jest.fn()} min="2026-11-10" max="2026-12-15" />);
    await openCalendar();
    const calendar = screen.getByRole('dialog');
    const early = within(calendar).getByRole('button', { name: 'Monday, 9 November 2026' });
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Tuesday, 15 December 2026' }));
    expect(field()).toHaveValue('15 Dec 2026');
  });

  it('chooses a day with the mouse and closes when focus leaves the field', async () => {
    render(<DateForm onSave={jest.fn()} />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, 1 December 2026' }));
    expect(field()).toHaveValue('1 Dec 2026');
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works controlled, with value and onChange', async () => {
    function Controlled() {
      const [date, setDate] = useState('2026-11-20');
      return (
        <>
          <DateField label="Start date" today={TODAY} value={date} onChange={(e) => setDate(e.target.value)} />
          <p>value {date || 'none'}</p>
          <button type="button" onClick={() => setDate('2027-02-01')}>
            Later
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(field()).toHaveValue('20 Nov 2026');
    await userEvent.clear(field());
    await userEvent.type(field(), '3/4/2027');
    expect(screen.getByText('value 2027-04-03')).toBeInTheDocument();
    expect(field()).toHaveValue('3/4/2027');
    await userEvent.clear(field());
    await userEvent.type(field(), 'soon');
    expect(screen.getByText('value soon')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(field()).toHaveValue('1 Feb 2027');
  });
});
