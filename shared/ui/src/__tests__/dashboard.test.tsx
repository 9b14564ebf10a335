import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServiceSummary } from '../dashboard';
import { serviceAnchorId, useScrollToServiceAnchor } from '../hooks/use-service-anchor';

const service = (serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category: 'connectivity' as const,
  type: 'ftth',
  product,
  status,
  accountCode: 'CUS1001',
});

function ListPage() {
  useScrollToServiceAnchor(true);
  return (
    <ul>
      {['FTTH-1', 'FTTH-2'].map((tag) => (
        <li key={tag} id={serviceAnchorId(tag)}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

const router = { v7_startTransition: true, v7_relativeSplatPath: true };

describe('a service on the dashboard', () => {
  it('links to its own entry on the area page, with its status', () => {
    render(
      <MemoryRouter future={router}>
        <ServiceSummary services={[service('FTTH-1', 'Fibre 100'), service('FTTH-2', 'Fibre 50', 'Suspended')]} areaPath="/services/connectivity" empty="None." />
      </MemoryRouter>,
    );
    expect(screen.getByText('2 services, 1 active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fibre 50' })).toHaveAttribute('href', '/services/connectivity#service-FTTH-2');
    expect(screen.getByText('Suspended')).toBeInTheDocument();
  });

  it('lands the keyboard focus on the entry the address names', () => {
    render(
      <MemoryRouter initialEntries={['/services/connectivity#service-FTTH-2']} future={router}>
        <Routes>
          <Route path="/services/connectivity" element={<ListPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('FTTH-2')).toHaveFocus();
  });
});
