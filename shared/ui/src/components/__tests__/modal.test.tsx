import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Modal } from '../modal';

function Harness({ children, closable = true }: { children?: ReactNode; closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Switch Account</button>
      <p>Page content</p>
      <Modal
        open={open}
        title="Switch Account"
        onClose={closable ? () => setOpen(false) : undefined}
        footer={<button onClick={() => setOpen(false)}>Confirm</button>}
      >
        {children ?? <input aria-label="Filter" />}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered on document.body', async () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch Account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('heading', { name: 'Switch Account' })).toBeInTheDocument();
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Switch Account' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back after the close button and after an action in the footer', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Switch Account' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(opener).toHaveFocus();
  });

  it('leaves focus on a child that asked for it with autoFocus, and still returns it to the opener', async () => {
    render(
      <Harness>
        <input aria-label="Pin" autoFocus />
      </Harness>,
    );
    const opener = screen.getByRole('button', { name: 'Switch Account' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Pin' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('skips tabbing stops that are disabled or out of the tab order', async () => {
    render(
      <Harness>
        <button tabIndex={-1}>Inactive tab</button>
        <button disabled>Previous</button>
        <a href="/x">Terms</a>
      </Harness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('makes the page behind inert and unscrollable while open, and restores it', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('without onClose has no close button and ignores Escape', async () => {
    render(<Harness closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Switch Account' })).toBeInTheDocument();
  });

  it('Escape in a nested dialog closes only that one', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      const [outer, setOuter] = useState(true);
      return (
        <Modal open={outer} title="Edit Payment Info" onClose={() => setOuter(false)}>
          <button onClick={() => setInner(true)}>Request Assistance</button>
          <Modal open={inner} title="Enter Pin" onClose={() => setInner(false)}>
            <input aria-label="Pin" />
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Assistance' }));
    expect(screen.getByRole('dialog', { name: 'Enter Pin' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Enter Pin' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Payment Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Assistance' })).toHaveFocus();
  });

  it('returns focus along a chain of nested dialogs, even when the outer one re-renders meanwhile', async () => {
    function Chain() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      const [ticks, setTicks] = useState(0);
      return (
        <>
          <button onClick={() => setOuter(true)}>Edit Payment Info</button>
          <Modal open={outer} title="Edit Payment Info" onClose={() => setOuter(false)}>
            <p>Renders: {ticks}</p>
            <button onClick={() => setInner(true)}>Save Changes</button>
            <Modal open={inner} title="Enter Pin" onClose={() => setInner(false)}>
              <button onClick={() => setTicks((t) => t + 1)}>Resend PIN</button>
            </Modal>
          </Modal>
        </>
      );
    }
    render(<Chain />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Payment Info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resend PIN' }));
    expect(screen.getByText('Renders: 1')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Payment Info' })).toHaveFocus();
  });
});
