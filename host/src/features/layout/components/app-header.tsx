import { Button } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { sidebarOpenAtom } from '../sidebar-state';

export function AppHeader() {
  const config = useInstanceConfig();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The login page finishes the sign-out; clearing the session here first would let the guard add a nextURL.
  const signOut = () => {
    queryClient.clear();
    navigate('/login', { replace: true, state: { signOut: true } });
  };

  return (
    <header className="portal-header">
      <button
        type="button"
        className="portal-header__menu"
        aria-expanded={open}
        aria-controls="portal-sidebar"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
        <span className="portal-visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <Link to="/dashboard" className="portal-header__brand">
        {config.brandName}
      </Link>
      <Button variant="ghost" onClick={signOut}>
        Sign out
      </Button>
    </header>
  );
}
