import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, saveAccessToken } from '@portal/contract';
import { Roles, useRoleAllowed } from '../roles';
import { tokenWith } from './token';

const signInAs = (role: string) => act(() => void saveAccessToken(tokenWith({ role, portal_modules: ['billing'] })));

function RoleFlag() {
  return <p>{useRoleAllowed(['reseller']) ? 'reseller tools' : 'no reseller tools'}</p>;
}

describe('roles (spec §6)', () => {
  beforeEach(() => clearSession());

  it('leaves the element enabled for a listed role', async () => {
    signInAs('customer');
    const save = jest.fn();
    render(
      <Roles allow={['customer']}>
        <button type="button" onClick={save}>
          Save Changes
        </button>
      </Roles>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('disables (not removes) the element for a role not listed, and without a token', async () => {
    signInAs('reseller');
    const save = jest.fn();
    render(
      <Roles allow={['customer']}>
        <button type="button" onClick={save}>
          Save Changes
        </button>
      </Roles>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(save).not.toHaveBeenCalled();
    act(() => clearSession());
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('keeps an element disabled that was disabled already', () => {
    signInAs('customer');
    render(
      <Roles allow={['customer']}>
        <button type="button" disabled>
          Request Assistance
        </button>
      </Roles>,
    );
    expect(screen.getByRole('button', { name: 'Request Assistance' })).toBeDisabled();
  });

  it('answers the hook from the current token and follows a new one', () => {
    signInAs('customer');
    render(<RoleFlag />);
    expect(screen.getByText('no reseller tools')).toBeInTheDocument();
    signInAs('reseller');
    expect(screen.getByText('reseller tools')).toBeInTheDocument();
  });
});
