import { cloudServicePath } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import cards from '../dashboard-cards';

const service = (category: string, type: string, serviceTag: string, product: string, status = 'Active') => ({
  serviceTag,
  category,
  type,
  product,
  status,
  accountCode: 'CUS1001',
});
/** The demo account's services of the area, as the seed holds them (one per category, and two cloud ones). */
const demo = [
  service('cloud', 'web-hosting', 'WEB-800917', 'Web Hosting Business 20 GB'),
  service('cloud', 'co-location', 'COL-100918', 'Half Rack Co-location', 'Suspended'),
  service('iot', 'iot', 'IOT-110119', 'IoT Tracker SIM x 3'),
  service('security', 'escan', 'SEC-120220', 'eScan Antivirus 5 Devices'),
  service('ups', 'ups', 'UPS-130321', 'UPS Rental 1 kVA', 'Pending'),
  service('vdc', 'vdc', 'VDC-140422', 'Virtual Data Centre 4 vCPU 16 GB'),
];
/** The dashboard's one services request: the server answers with every area's services (the card keeps its own). */
const byCategory = (all: typeof demo) => () => ({
  result: { services: [service('connectivity', 'ftth', 'FTTH-100234', 'Fibre 100 Mbps'), ...all] },
});

const card = cards.find((c) => c.id === 'cloud-hosting-services')!;
const ServicesCard = card.Component;
const renderCard = () => renderWithProviders(<ServicesCard />, { path: '/dashboard' });

describe('the Cloud & Hosting dashboard card', () => {
  it('is the Cloud & Hosting card, for the cloud-hosting module', () => {
    expect(card.title).toBe('Cloud & Hosting');
    expect(card.modules).toEqual(['cloud-hosting']);
  });

  it('reads the dashboard’s one services request and counts the area’s services once', async () => {
    const fetchMock = mockActions(byCategory(demo));
    renderCard();
    expect(await screen.findByText('6 services, 4 active')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'services.GetServices')).toEqual([{}]);
    expect(screen.queryByText('Fibre 100 Mbps')).not.toBeInTheDocument();
    expect(screen.getAllByText(/\d+ services?, \d+ active/)).toHaveLength(1);
  });

  it('lists the services under a heading per category, in the area’s order, each linking to its own card', async () => {
    mockActions(byCategory(demo));
    renderCard();
    await screen.findByText('6 services, 4 active');
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Cloud & hosting', 'IoT', 'Security', 'UPS', 'Virtual data centre']);
    // Each heading is followed by its category's list.
    const listed = headings.map((h) => within(h.nextElementSibling as HTMLElement).getAllByRole('link').map((a) => a.textContent));
    expect(listed).toEqual([
      ['Web Hosting Business 20 GB', 'Half Rack Co-location'],
      ['IoT Tracker SIM x 3'],
      ['eScan Antivirus 5 Devices'],
      ['UPS Rental 1 kVA'],
      ['Virtual Data Centre 4 vCPU 16 GB'],
    ]);
    for (const s of demo) {
      const link = screen.getByRole('link', { name: s.product });
      expect(link).toHaveAttribute('href', cloudServicePath(s.category, s.type, s.serviceTag));
      const item = within(link.closest('li')!);
      expect(item.getByText(s.serviceTag)).toBeInTheDocument();
      expect(item.getByText(s.status)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Virtual Data Centre 4 vCPU 16 GB' })).toHaveAttribute('href', '/services/vdc/service/VDC-140422');
    expect(screen.getByRole('link', { name: 'eScan Antivirus 5 Devices' })).toHaveAttribute('href', '/services/security/antivirus-account/SEC-120220');
  });

  it('leaves out empty categories and says “1 service” for one', async () => {
    mockActions(byCategory([service('ups', 'ups', 'UPS-130321', 'UPS Rental 1 kVA', 'Pending')]));
    renderCard();
    expect(await screen.findByText('1 service, 0 active')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['UPS']);
  });

  it('says so when the account has none in any category', async () => {
    mockActions(() => ({ result: { services: [] } }));
    renderCard();
    expect(await screen.findByText('You have no cloud or hosting services.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/services?, \d+ active/)).not.toBeInTheDocument();
  });

  it('shows a loading state until the services have answered', async () => {
    const { held, release } = heldReply(byCategory(demo)());
    mockActions(() => held);
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your services…');
    release();
    expect(await screen.findByText('6 services, 4 active')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error of a request that failed, with a retry that loads it again', async () => {
    let failed = false;
    mockActions(() => {
      if (!failed) {
        failed = true;
        return { error: 'Services are resting.' };
      }
      return byCategory(demo)();
    });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This card could not load');
    expect(alert).toHaveTextContent('Services are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6 services, 4 active')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts and lists the categories the server answers with (only those the instance runs)', async () => {
    mockActions(byCategory(demo.filter((s) => s.category === 'cloud' || s.category === 'iot')));
    renderCard();
    expect(await screen.findByText('3 services, 2 active')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cloud & hosting', 'IoT']);
  });
});
