import { paths } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * spec §2 Navigation guard: going straight from orders-and-docs to capture-details redirects to the dashboard.
 * Decided during render, so the caller renders the redirect instead of the routes: no page of
 * capture-details (or the 404 redirect of an unknown path) mounts first and navigates elsewhere.
 */
export function useOrdersToCaptureRedirect(): boolean {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    previous.current = pathname;
  }, [pathname]);
  return previous.current === paths.ordersAndDocs && pathname === paths.captureDetails;
}
