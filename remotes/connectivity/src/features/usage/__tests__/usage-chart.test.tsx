import { render, screen } from '@testing-library/react';
import { usageDays } from '../../../testing/fixtures';
import UsageChart from '../components/usage-chart';

jest.mock('uplot', () => ({
  __esModule: true,
  default: class BrokenUPlot {
    static paths: Record<string, unknown> = { bars: () => () => null };
    constructor() {
      throw new Error('no canvas here');
    }
  },
}));

describe('the usage chart', () => {
  it('says so when the chart cannot be drawn, pointing to the table, and keeps its text alternative', async () => {
    render(<UsageChart days={usageDays(7)} label="Bar chart of the data used each day over the last 7 days." />);
    expect(screen.getByText('Drawing the chart…')).toBeInTheDocument();
    expect(await screen.findByText('The chart could not be drawn. The table below has the same figures.')).toBeInTheDocument();
    expect(screen.queryByText('Drawing the chart…')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bar chart of the data used each day over the last 7 days.' })).toBeInTheDocument();
  });
});
