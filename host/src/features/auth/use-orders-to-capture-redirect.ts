import { paths } from '@portal/contract';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** spec §2 Navigation guard: going straight from orders-and-docs to capture-details redirects to the dashboard. */
export function useOrdersToCaptureRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === paths.ordersAndDocs && pathname === paths.captureDetails) navigate(paths.dashboard, { replace: true });
  }, [pathname, navigate]);
}
