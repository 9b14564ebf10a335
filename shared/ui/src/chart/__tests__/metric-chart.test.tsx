import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MetricChart, MetricTable, timeText } from '..';

const DAY = 86_400;
const times = [0, 1, 2].map((i) => Date.UTC(2026, 10, 20) / 1000 + i * DAY);
const series = [
  { label: 'Latency', values: [12.5, null, 14] },
  { label: 'Loss', values: [0, 0.2, 0.1] },
];

describe('charts', () => {
  it('names the chart for those who cannot see it, and says when it cannot be drawn', async () => {
    render(<MetricChart label="Latency per day over the last 3 days" times={times} series={series} formatValue={(v) => `${v} ms`} />);
    expect(screen.getByRole('img', { name: 'Latency per day over the last 3 days' })).toBeInTheDocument();
    // jsdom has no canvas: the chart fails to draw and points at the table instead.
    expect(await screen.findByText('The chart could not be drawn. The table has the same figures.')).toBeInTheDocument();
  });

  it('gives the same figures as a table, a row per time and a column per series', async () => {
    render(<MetricTable caption="Latency and loss per day" times={times} series={series} formatValue={(v) => `${v}`} />);
    await userEvent.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Latency and loss per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DayLatencyLoss', '20 Nov12.50', '21 Nov—0.2', '22 Nov140.1']);
  });

  it('writes times as dates or as times of day', () => {
    expect(timeText(times[0], 'day')).toBe('20 Nov');
    expect(timeText(times[0] + 14 * 3600, 'hour')).toBe('20 Nov 14:00');
  });
});
