import { portalCache } from '@portal/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import remote from '../routes';
import { mockActions } from '@portal/ui/testing';
import { renderWithProviders } from '@portal/ui/testing';

/** spec §2 Communication: the list, every type's page, email's upgrade and order, the bulk mailer's upgrade. */
const SPEC_ROUTES = [
  '/services/communication',
  '/services/communication/email/:serviceTag',
  '/services/communication/email/:serviceTag/upgrade',
  '/services/communication/email/:serviceTag/order',
  '/services/communication/hosted-exchange/:serviceTag',
  '/services/communication/domain/:serviceTag',
  '/services/communication/voip/:serviceTag',
  '/services/communication/faxin/:serviceTag',
  '/services/communication/faxout/:serviceTag',
  '/services/communication/phone-number/:serviceTag',
  '/services/communication/voice-bundle/:serviceTag',
  '/services/communication/sms/:serviceTag',
  '/services/communication/escan/:serviceTag',
  '/services/communication/bulk-mailer/:serviceTag',
  '/services/communication/bulk-mailer/:serviceTag/upgrade',
];

describe('the communication remote', () => {
  beforeEach(() => portalCache.clear());

  it('declares every route of the area, each for the communication module, and a nav item', () => {
    expect(remote.area).toBe('communication');
    expect([...remote.routes.map((r) => r.path)].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(remote.routes.every((r) => r.modules?.includes('communication'))).toBe(true);
    expect(remote.navItems).toEqual([{ label: 'Communication', to: '/services/communication', modules: ['communication'] }]);
  });

  it('renders its page inside the host’s own <Routes>, loading the page code on first visit', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderWithProviders(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { path: '/services/communication' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Communication' })).toBeInTheDocument();
  });
});
