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

describe('Cloud-hosting', () => {
  it('lists the account’s cloud services with their status', async () => {
    const fetchMock = renderWith({
      services: [{ serviceTag: 'WEB-800917', category: 'cloud', type: 'web-hosting', product: 'Web Hosting Business 20 GB', status: 'Active', accountCode: 'CUS1001' }],
    });
    expect(await screen.findByRole('heading', { name: 'Web Hosting Business 20 GB' })).toBeInTheDocument();
    expect(screen.getByText('WEB-800917')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({ category: 'cloud' });
  });

  it('says so when there are none', async () => {
    renderWith({ services: [] });
    expect(await screen.findByText('You have no cloud & hosting services yet.')).toBeInTheDocument();
  });
});
