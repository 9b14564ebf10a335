import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import ServicesPage from '../components/services-page';

function renderWith(result: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, result }) }));
  global.fetch = fetchMock as never;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ServicesPage />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('Connectivity', () => {
  it('lists the account’s connectivity services with their status', async () => {
    const fetchMock = renderWith({
      services: [{ serviceTag: 'FTTH-100234', category: 'connectivity', type: 'ftth', product: 'Fibre 100/50 Mbps Uncapped', status: 'Active', accountCode: 'CUS1001' }],
    });
    expect(await screen.findByRole('heading', { name: 'Fibre 100/50 Mbps Uncapped' })).toBeInTheDocument();
    expect(screen.getByText('FTTH-100234')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({ category: 'connectivity' });
  });

  it('says so when there are none', async () => {
    renderWith({ services: [] });
    expect(await screen.findByText('You have no connectivity services yet.')).toBeInTheDocument();
  });
});
