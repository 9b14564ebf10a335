import { portalCache } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { inputsOf, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { serveConnectivity, serviceByTag, sharedService, usageDays } from '../../../testing/fixtures';
import SharedMemberPage from '../components/shared-member-page';

jest.mock('uplot', () => require('../../../testing/fake-uplot'));

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/services/connectivity/shareddata/account/:serviceTag/:userId" element={<SharedMemberPage />} />
    </Routes>,
    { path },
  );

beforeEach(() => portalCache.clear());

describe('a shared data member’s page', () => {
  it('shows the member’s cap, what they used and their own usage by day', async () => {
    const fetchMock = serveConnectivity({
      'services.GetService': serviceByTag(sharedService()),
      'services.GetUsage': (input) => ({ result: { serviceTag: 'SHD-400715', capMb: 20_480, days: usageDays(Number(input.days)).map((d) => ({ ...d, dataMb: 50 })) } }),
    });
    renderAt('/services/connectivity/shareddata/account/SHD-400715/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thandi Mokoena' })).toBeInTheDocument();
    expect(screen.getByText('Shared Data 50 GB · 082***4567')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Thandi Mokoena’s data used' })).toHaveAttribute('aria-valuetext', '10 GB of 20 GB used (50%)');
    const usage = screen.getByRole('region', { name: 'Thandi Mokoena’s data per day' });
    expect(await within(usage).findByText('1.5 GB used in the last 30 days, 50 MB a day on average. The highest day was 1 Nov 2026 with 50 MB.')).toBeInTheDocument();
    expect(within(usage).getByRole('table', { name: 'Data used each day, last 30 days' })).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'services.GetUsage')).toEqual([{ serviceTag: 'SHD-400715', days: 30, userId: 7 }]);
    expect(screen.getByRole('link', { name: 'Back to Shared Data 50 GB' })).toHaveAttribute('href', '/services/connectivity/shareddata/account/SHD-400715');
  });

  it('says a member the bundle does not have was not found, with a way back to its members', async () => {
    const fetchMock = serveConnectivity({ 'services.GetService': serviceByTag(sharedService()) });
    renderAt('/services/connectivity/shareddata/account/SHD-400715/99');
    expect(await screen.findByText('SHD-400715 has no member 99.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See who shares this bundle' })).toHaveAttribute('href', '/services/connectivity/shareddata/account/SHD-400715');
    expect(inputsOf(fetchMock, 'services.GetUsage')).toEqual([]);
  });
});
