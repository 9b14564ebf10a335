import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useOrdersToCaptureRedirect } from '../use-orders-to-capture-redirect';

let navigate: NavigateFunction;
function Probe() {
  const redirect = useOrdersToCaptureRedirect();
  navigate = useNavigate();
  const { pathname } = useLocation();
  return redirect ? <Navigate to="/dashboard" replace /> : <p>at {pathname}</p>;
}

const start = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );

describe('orders-and-docs → capture-details (spec §2 Navigation guard)', () => {
  it('goes to the dashboard instead when capture-details comes straight after orders-and-docs', () => {
    start('/account/orders-and-docs');
    act(() => navigate('/services/capture-details'));
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('lets capture-details open from anywhere else', () => {
    start('/services/connectivity');
    act(() => navigate('/services/capture-details'));
    expect(screen.getByText('at /services/capture-details')).toBeInTheDocument();
  });
});
