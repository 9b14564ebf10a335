import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { heldReply, inputsOf, mockActions, renderWithProviders, type ActionReply } from '../../testing';
import { AddressLookupInput } from '..';

/** Lets the debounce and any answers run. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const ON = { result: { enabled: true, minChars: 3, countries: ['ZA'] } };
const OFF = { result: { enabled: false, minChars: 3, countries: ['ZA'] } };

const suggestion = (id: string, line1: string, city: string, postalCode: string) => ({
  id,
  description: `${line1}, ${city}`,
  address: { line1, line2: '', city, postalCode },
});
const LONG_STREET = [
  suggestion('a', '12 Long Street', 'Cape Town', '8001'),
  suggestion('b', '12 Long Avenue', 'Johannesburg', '2196'),
  suggestion('c', '12 Longmarket Street', 'Durban', '4001'),
];

function answer(config: ActionReply, suggest: (query: string) => ActionReply | Promise<ActionReply> = () => ({ result: { suggestions: LONG_STREET } })) {
  return mockActions((name, input) => (name === 'GetGoogleApiConfig' ? config : suggest(String(input.query))));
}

function Form({ onSelectAddress = jest.fn(), onSubmit = jest.fn() }: { onSelectAddress?: jest.Mock; onSubmit?: jest.Mock }) {
  const { register, handleSubmit, setValue } = useForm({ defaultValues: { line1: '', city: '' } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values))}>
      <AddressLookupInput
        label="Street address"
        {...register('line1')}
        onSelectAddress={(address) => {
          onSelectAddress(address);
          setValue('city', address.city);
        }}
      />
      <input aria-label="City" {...register('city')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('AddressLookupInput', () => {
  it('is a plain labelled input when the instance has address lookup off', async () => {
    const fetchMock = answer(OFF);
    renderWithProviders(<Form />);
    const input = screen.getByRole('textbox', { name: 'Street address' });
    await waitFor(() => expect(inputsOf(fetchMock, 'GetGoogleApiConfig')).toHaveLength(1));
    await userEvent.type(input, '12 Long Street');
    expect(input).toHaveValue('12 Long Street');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await pause(300);
    expect(inputsOf(fetchMock, 'address.SuggestAddresses')).toHaveLength(0);
  });

  it('offers suggestions as a combobox and picks one by keyboard, filling the field through onChange', async () => {
    const fetchMock = answer(ON);
    const onSelectAddress = jest.fn();
    const onSubmit = jest.fn();
    renderWithProviders(<Form onSelectAddress={onSelectAddress} onSubmit={onSubmit} />);
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, '12 Lo');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '12 Long Street, Cape Town',
      '12 Long Avenue, Johannesburg',
      '12 Longmarket Street, Durban',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 address suggestions');
    expect(inputsOf(fetchMock, 'address.SuggestAddresses').at(-1)).toEqual({ query: '12 Lo' });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: '12 Long Avenue, Johannesburg' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: '12 Longmarket Street, Durban' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onSelectAddress).toHaveBeenCalledWith({ line1: '12 Long Avenue', line2: '', city: 'Johannesburg', postalCode: '2196' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('12 Long Avenue');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ line1: '12 Long Avenue', city: 'Johannesburg' }));
  });

  it('picks a suggestion with the mouse', async () => {
    answer(ON);
    const onSelectAddress = jest.fn();
    renderWithProviders(<Form onSelectAddress={onSelectAddress} />);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Street address' }), '12 Long');
    await userEvent.click(await screen.findByRole('option', { name: '12 Longmarket Street, Durban' }));
    expect(onSelectAddress).toHaveBeenCalledWith({ line1: '12 Longmarket Street', line2: '', city: 'Durban', postalCode: '4001' });
    expect(screen.getByRole('combobox', { name: 'Street address' })).toHaveValue('12 Longmarket Street');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Durban');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes the list on Escape without the key reaching a dialog around it, and reopens it with ArrowDown', async () => {
    answer(ON);
    const outerKeyDown = jest.fn();
    renderWithProviders(
      <div onKeyDown={(e) => outerKeyDown(e.key)}>
        <AddressLookupInput label="Street address" onSelectAddress={jest.fn()} />
      </div>,
    );
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '12 Long');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(outerKeyDown).not.toHaveBeenCalledWith('Escape');
    expect(input).toHaveValue('12 Long');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: '12 Long Street, Cape Town' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks nothing below the minimum length, and waits for a pause in typing', async () => {
    const fetchMock = answer(ON);
    renderWithProviders(<AddressLookupInput label="Street address" onSelectAddress={jest.fn()} />);
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '12');
    await pause(300);
    expect(inputsOf(fetchMock, 'address.SuggestAddresses')).toHaveLength(0);

    await userEvent.type(input, ' Long Street');
    await screen.findByRole('listbox');
    expect(inputsOf(fetchMock, 'address.SuggestAddresses')).toEqual([{ query: '12 Long Street' }]);
  });

  it('shows the latest query’s suggestions even when an older answer arrives last', async () => {
    const slow = heldReply({ result: { suggestions: [suggestion('old', '12 Lo Road', 'Pretoria', '0002')] } });
    answer(ON, (query) => (query === '12 Lo' ? slow.held : { result: { suggestions: LONG_STREET.slice(0, 1) } }));
    renderWithProviders(<AddressLookupInput label="Street address" onSelectAddress={jest.fn()} />);
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '12 Lo');
    await pause(300);
    await userEvent.type(input, 'ng');
    await screen.findByRole('option', { name: '12 Long Street, Cape Town' });
    slow.release();
    await pause(50);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['12 Long Street, Cape Town']);
  });

  it('stays a quiet plain input when suggestions are refused (429), and stops asking', async () => {
    const fetchMock = answer(ON, () => ({ error: 'Too many requests. Please wait a moment.', status: 429 }));
    renderWithProviders(<AddressLookupInput label="Street address" onSelectAddress={jest.fn()} />);
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '12 Long');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), ' Street');
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Long Street');
    await pause(300);
    expect(inputsOf(fetchMock, 'address.SuggestAddresses')).toHaveLength(1);
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a plain input while its config fails to load, and shows no error for it', async () => {
    answer({ error: 'Service unavailable', status: 503 });
    renderWithProviders(<AddressLookupInput label="Street address" onSelectAddress={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Street address' });
    await userEvent.type(input, '12 Long Street');
    expect(input).toHaveValue('12 Long Street');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
  });

  it('ties its error to the input', async () => {
    answer(ON);
    renderWithProviders(<AddressLookupInput label="Street address" error="Street address is required." onSelectAddress={jest.fn()} />);
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Street address is required.');
  });
});
