import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../tabs';

const accountTabs = [
  { id: 'parents', label: 'Parent Accounts' },
  { id: 'children', label: 'Child Accounts' },
  { id: 'others', label: 'Other Accounts' },
];

function Harness({ withPanel = false }: { withPanel?: boolean }) {
  const [active, setActive] = useState('parents');
  return (
    <Tabs tabs={accountTabs} active={active} onChange={setActive} ariaLabel="Accounts">
      {withPanel ? <p>Showing {active}</p> : undefined}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist with one tab stop on the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Accounts' })).toBeInTheDocument();
    expect(tab('Parent Accounts')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Parent Accounts')).toHaveAttribute('tabindex', '0');
    expect(tab('Child Accounts')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Child Accounts')).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, wrapping at the ends, and with Home and End', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(tab('Parent Accounts')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Child Accounts')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Child Accounts')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Parent Accounts')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Other Accounts')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Other Accounts')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Parent Accounts')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Other Accounts')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    render(<Harness />);
    await userEvent.click(tab('Child Accounts'));
    expect(tab('Child Accounts')).toHaveAttribute('aria-selected', 'true');
  });

  it('puts given content in a tabpanel labelled by the selected tab', async () => {
    render(<Harness withPanel />);
    expect(screen.getByRole('tabpanel', { name: 'Parent Accounts' })).toHaveTextContent('Showing parents');
    expect(tab('Parent Accounts')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    await userEvent.click(tab('Child Accounts'));
    expect(screen.getByRole('tabpanel', { name: 'Child Accounts' })).toHaveTextContent('Showing children');
  });

  it('keeps a tab stop when the active id matches no tab', () => {
    render(<Tabs tabs={accountTabs} active="gone" onChange={() => undefined} ariaLabel="Accounts" />);
    expect(tab('Parent Accounts')).toHaveAttribute('tabindex', '0');
  });
});
