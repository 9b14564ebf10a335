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

describe('Communication', () => {
  it('lists the account’s communication services with their status', async () => {
    const fetchMock = renderWith({
      services: [{ serviceTag: 'EML-500614', category: 'communication', type: 'email', product: 'Business Email 10 Mailboxes', status: 'Active', accountCode: 'CUS1001' }],
    });
    expect(await screen.findByRole('heading', { name: 'Business Email 10 Mailboxes' })).toBeInTheDocument();
    expect(screen.getByText('EML-500614')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({ category: 'communication' });
  });

  it('says so when there are none', async () => {
    renderWith({ services: [] });
    expect(await screen.findByText('You have no communication services yet.')).toBeInTheDocument();
  });
});
