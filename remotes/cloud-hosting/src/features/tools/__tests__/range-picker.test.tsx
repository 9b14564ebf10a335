import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangePicker } from '../components/tool-page';

describe('the time range of a tool page', () => {
  it('shows the choice at once, before the address (and the range it names) has caught up', async () => {
    const onChange = jest.fn();
    render(<RangePicker range="7d" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledWith('30d');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  });

  it('follows the address when it changes some other way (back, a link)', () => {
    const { rerender } = render(<RangePicker range="7d" onChange={jest.fn()} />);
    rerender(<RangePicker range="24h" onChange={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
  });
});
