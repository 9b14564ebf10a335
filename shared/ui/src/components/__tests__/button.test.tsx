import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';

describe('Button', () => {
  it('is a plain button by default and can be pressed', async () => {
    const press = jest.fn();
    render(<Button onClick={press}>Save Changes</Button>);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('portal-button--primary');
    await userEvent.click(button);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('when busy it keeps its name, says it is busy and cannot be pressed again', async () => {
    const press = jest.fn();
    render(
      <Button busy variant="secondary" onClick={press}>
        Save Changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveClass('portal-button--secondary');
    await userEvent.click(button);
    expect(press).not.toHaveBeenCalled();
  });
});
