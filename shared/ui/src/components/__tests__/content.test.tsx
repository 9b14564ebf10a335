import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from '../card';
import { SkipLink } from '../skip-link';
import { EmptyState, ErrorState, LoadingState } from '../states';
import { StatusBadge } from '../status-badge';
import { VisuallyHidden } from '../visually-hidden';

describe('states', () => {
  it('LoadingState is a status that says Loading… unless told otherwise', () => {
    const { rerender } = render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<LoadingState label="Loading invoices…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices…');
  });

  it('EmptyState shows its title and explanation', () => {
    render(
      <EmptyState title="No tickets yet">
        <p>When you log a ticket it will show here.</p>
      </EmptyState>,
    );
    expect(screen.getByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getByText('When you log a ticket it will show here.')).toBeInTheDocument();
  });

  it('ErrorState says what went wrong and offers Try again', async () => {
    const retry = jest.fn();
    render(<ErrorState message="We could not reach the server." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState without onRetry has no button', () => {
    render(<ErrorState title="Payment Failed" message="Transaction Failed" />);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Card', () => {
  it('is a section named by its h2 title, with actions', () => {
    render(
      <Card title="Billing summary" actions={<button>Pay now</button>}>
        <p>Balance</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Billing summary' })).toHaveTextContent('Balance');
    expect(screen.getByRole('heading', { level: 2, name: 'Billing summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('has no heading without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Plain')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it.each([
    ['Active', 'positive'],
    ['Paid', 'positive'],
    ['closed', 'positive'],
    ['Suspended', 'negative'],
    ['Overdue', 'negative'],
    ['Pending', 'neutral'],
    ['open', 'neutral'],
    ['Something new', 'neutral'],
  ])('shows "%s" as text, coloured %s', (status, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(status);
    expect(badge).toBeVisible();
    expect(badge).toHaveClass(`portal-badge--${tone}`);
  });
});

describe('VisuallyHidden and SkipLink', () => {
  it('VisuallyHidden text is still read', () => {
    render(
      <button>
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close the banner</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close the banner' })).toBeInTheDocument();
  });

  it('SkipLink moves focus to the main content', async () => {
    render(
      <>
        <SkipLink targetId="main" />
        <main id="main">Dashboard</main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#main');
    await userEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
