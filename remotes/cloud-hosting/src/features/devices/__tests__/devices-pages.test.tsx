import { paths, portalCache, type ProductSummary, type ServiceDetail } from '@portal/contract';
import type { AntivirusDetail, FirewallDetail, IotAccountDetail, UpsDetail, VdcDetail, VirtualMachine } from '@portal/contract/catalogue';
import { readCart } from '@portal/contract/commerce-flow';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import AntivirusPage from '../components/antivirus-page';
import FirewallPage from '../components/firewall-page';
import IotPage from '../components/iot-page';
import { IotListPage } from '../components/list-pages';
import UpsPage from '../components/ups-page';
import VdcPage from '../components/vdc-page';

const product = (productId: number, name: string, serviceType: string, kind: ProductSummary['kind'], price: number, limits: Record<string, number> | null): ProductSummary => ({
  productId,
  name,
  serviceType,
  kind,
  price,
  billing: kind === 'plan' ? 'monthly' : 'once-off',
  speedDownMbps: null,
  speedUpMbps: null,
  dataCapMb: null,
  description: kind === 'hardware' ? 'A new battery pack, fitted on site.' : '',
  needsDelivery: false,
  limits,
});

const service = (category: ServiceDetail['category'], type: string, serviceTag: string, plan: ProductSummary, status: ServiceDetail['status'] = 'Active'): ServiceDetail => ({
  serviceTag,
  category,
  type,
  status,
  accountCode: 'CUS1001',
  product: plan,
  monthlyPrice: plan.price,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: true, topUp: false, cancel: true },
});

const days = (value: number) => Array.from({ length: 30 }, (_, i) => ({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, value }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const page = (path: string, pattern: string, element: ReactElement) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path },
  );

beforeEach(() => {
  portalCache.clear();
  sessionStorage.clear();
});

describe('the virtual data centre page', () => {
  const PLAN = product(1, 'Virtual Data Centre 4 vCPU 16 GB', 'vdc', 'plan', 1450, { vcpu: 4, memoryGb: 16, storageGb: 500 });
  const BIG = product(2, 'Virtual Data Centre 16 vCPU 64 GB', 'vdc', 'plan', 4950, { vcpu: 16, memoryGb: 64, storageGb: 2000 });
  const vm = (name: string, power: VirtualMachine['power'], transition: VirtualMachine['transition'] = null): VirtualMachine => ({
    vmKey: name,
    name,
    os: 'Ubuntu 24.04 LTS',
    vcpu: 1,
    memoryGb: 4,
    diskGb: 80,
    power,
    transition,
    pending: transition ? { state: 'changing', reference: 'CHG-1' } : null,
  });
  const detail = (vms: VirtualMachine[]): VdcDetail => ({
    serviceTag: 'VDC-140422',
    pool: { vcpu: { allocated: 4, used: 2 }, memoryGb: { allocated: 16, used: 8 }, storageGb: { allocated: 500, used: 160 } },
    vms,
    usage: days(40).map((d) => ({ date: d.date, cpu: 30, memory: 50, storage: 40 })),
  });

  it('restarts a machine after a confirmation, shows it restarting, then running again without a reload', async () => {
    let state = detail([vm('web-01', 'running'), vm('test-01', 'stopped')]);
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('vdc', 'vdc', 'VDC-140422', PLAN) };
      if (name === 'cloud.GetVdc') return { result: state };
      if (name === 'services.GetOffers') return { result: { current: PLAN, offers: [{ ...PLAN, allowed: true, reason: null }, { ...BIG, allowed: true, reason: null }] } };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'cloud.SetVmPower') {
        state = detail([vm('web-01', 'running', 'restarting'), vm('test-01', 'stopped')]);
        return { result: { reference: 'CHG-1', message: 'Virtual machine web-01 restarted. It is being set up (reference CHG-1).' } };
      }
      return { error: `unexpected ${name}`, status: 500 };
    });
    const user = userEvent.setup();
    page('/services/vdc/service/VDC-140422', '/services/vdc/service/:serviceTag', <VdcPage />);

    const machines = await screen.findByRole('list', { name: 'Virtual machines' });
    expect(within(machines).getByTestId('state-web-01')).toHaveTextContent('Running');
    expect(within(machines).getByTestId('state-test-01')).toHaveTextContent('Shut down');
    // A stopped machine can only be started; a running one restarted or shut down.
    expect(within(machines).queryByRole('button', { name: 'Restart test-01' })).not.toBeInTheDocument();
    expect(within(machines).getByRole('button', { name: 'Start test-01' })).toBeInTheDocument();

    await user.click(within(machines).getByRole('button', { name: 'Restart web-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart this machine?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    expect(inputsOf(fetchMock, 'cloud.SetVmPower')).toEqual([{ serviceTag: 'VDC-140422', vmKey: 'web-01', action: 'restart' }]);
    expect(await screen.findByText(/It is being set up \(reference CHG-1\)/)).toBeInTheDocument();
    expect(await screen.findByText('Restarting…')).toBeInTheDocument();

    state = detail([vm('web-01', 'running'), vm('test-01', 'stopped')]);
    await waitFor(() => expect(screen.getByTestId('state-web-01')).toHaveTextContent('Running'), { timeout: 4000 });
  });

  it('shows the pool used against allocated, and adds resources through the upgrade confirmation', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('vdc', 'vdc', 'VDC-140422', PLAN) };
      if (name === 'cloud.GetVdc') return { result: detail([vm('web-01', 'running')]) };
      if (name === 'services.GetOffers') return { result: { current: PLAN, offers: [{ ...BIG, allowed: true, reason: null }] } };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      return { error: `unexpected ${name}`, status: 500 };
    });
    const user = userEvent.setup();
    page('/services/vdc/service/VDC-140422', '/services/vdc/service/:serviceTag', <VdcPage />);
    expect(await screen.findByRole('meter', { name: 'vCPU' })).toHaveAttribute('aria-valuetext', '2 of 4');
    expect(screen.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '160 of 500 GB');
    expect(screen.getByText(/On average CPU 30%, memory 50% and storage 40%/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Choose this pool Virtual Data Centre 16 vCPU 64 GB' }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.confirmUpgrade);
    expect(readCart()).toMatchObject({ serviceTag: 'VDC-140422', upgrade: true, cartLines: [{ productId: 2, quantity: 1 }] });
  });

  it('offers a smaller pool as a change, marked Downgrade', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('vdc', 'vdc', 'VDC-140422', BIG) };
      if (name === 'cloud.GetVdc') return { result: detail([vm('web-01', 'running')]) };
      if (name === 'services.GetOffers') return { result: { current: BIG, offers: [{ ...PLAN, allowed: true, reason: null }, { ...BIG, allowed: false, reason: 'This is your current plan.' }] } };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      return { error: `unexpected ${name}`, status: 500 };
    });
    page('/services/vdc/service/VDC-140422', '/services/vdc/service/:serviceTag', <VdcPage />);
    const offers = await screen.findByRole('list', { name: 'Plans you can move to' });
    expect(screen.getByRole('region', { name: 'Change resources' })).toHaveTextContent('Move to another pool');
    expect(within(offers).getByText('Downgrade')).toBeInTheDocument();
    expect(within(offers).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the IoT page', () => {
  const PLAN = product(1, 'IoT Tracker SIM x 3', 'iot', 'plan', 87, { sims: 3 });
  const sim = (status: 'active' | 'suspended', target: 'active' | 'suspended' | null = null) => ({
    iccid: '8927000000000000001',
    msisdn: '27720000001',
    label: 'Delivery van',
    status,
    target,
    pending: target ? ({ state: 'changing', reference: 'CHG-2' } as const) : null,
    usedThisMonthMb: 312.5,
    days: days(10),
  });
  const account = (s: ReturnType<typeof sim>): IotAccountDetail => ({ serviceTag: 'IOT-110119', simLimit: 3, sims: [s], days: days(10) });

  it('lists the SIMs with their numbers and usage, and suspends one after a confirmation', async () => {
    let state = account(sim('active'));
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('iot', 'iot', 'IOT-110119', PLAN) };
      if (name === 'cloud.GetIotAccount') return { result: state };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'cloud.SuspendIotSim') {
        state = account(sim('active', 'suspended'));
        return { result: { reference: 'CHG-2', message: 'SIM Delivery van (0001) suspended. It is being set up (reference CHG-2).' } };
      }
      return { error: `unexpected ${name}`, status: 500 };
    });
    const user = userEvent.setup();
    page('/services/iot/iot-account/IOT-110119', '/services/iot/iot-account/:serviceTag', <IotPage />);
    const list = await screen.findByRole('list', { name: 'SIMs' });
    expect(within(list).getByText('8927000000000000001')).toBeInTheDocument();
    expect(within(list).getByText('27720000001')).toBeInTheDocument();
    expect(within(list).getByText('312.5 MB')).toBeInTheDocument();
    expect(screen.getByText('300.0 MB used in the last 30 days by all SIMs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Data used per day by all SIMs, last 30 days' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Suspend Delivery van' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this SIM?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend SIM' }));
    expect(inputsOf(fetchMock, 'cloud.SuspendIotSim')).toEqual([{ serviceTag: 'IOT-110119', iccid: '8927000000000000001' }]);
    expect(await screen.findByText('Suspending…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend Delivery van' })).not.toBeInTheDocument();
  });
});

describe('the UPS page', () => {
  const PLAN = product(1, 'UPS Rental 2 kVA', 'ups', 'plan', 289, { units: 2 });
  const BATTERY = { ...product(5, 'UPS Battery Replacement', 'ups', 'hardware', 1350, null), needsDelivery: true };
  const unit = (unitKey: string, batteryHealth: number, result: 'passed' | 'failed') => ({
    unitKey,
    model: `APC ${unitKey}`,
    location: 'Server cupboard',
    serialNumber: 'AS1',
    batteryHealth,
    load: 40,
    runtimeMinutes: 20,
    lastSelfTestDate: '2026-11-16',
    lastSelfTestResult: result,
    replaceBattery: batteryHealth < 60 || result === 'failed',
  });
  const UPS: UpsDetail = { serviceTag: 'UPS-130422', units: [unit('ups-1', 92, 'passed'), unit('ups-2', 54, 'failed')] };

  it('shows battery health, load and self-tests, and orders a battery replacement through the cart, asking where it is fitted first', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('ups', 'ups', 'UPS-130422', PLAN) };
      if (name === 'cloud.GetUps') return { result: UPS };
      if (name === 'services.GetOffers') return { result: { current: PLAN, offers: [{ ...BATTERY, allowed: true, reason: null }] } };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      return { error: `unexpected ${name}`, status: 500 };
    });
    const user = userEvent.setup();
    page('/services/ups/UPS-130422', '/services/ups/:serviceTag', <UpsPage />);
    const weak = await screen.findByRole('listitem', { name: 'APC ups-2' });
    expect(within(weak).getByRole('meter', { name: 'Battery health' })).toHaveAttribute('aria-valuenow', '54');
    expect(within(weak).getByText('Failed')).toBeInTheDocument();
    expect(within(weak).getByText('The battery needs replacing.')).toBeInTheDocument();
    expect(screen.getByText(/One battery needs replacing/)).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: /2 batteries/ }));
    await user.click(screen.getByRole('button', { name: 'Request battery replacement' }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.captureDetails);
    expect(readCart()).toMatchObject({ serviceTag: 'UPS-130422', upgrade: false, cartLines: [{ productId: 5, quantity: 2 }] });
  });

  it('goes straight to the confirm page for a replacement that needs no address', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('ups', 'ups', 'UPS-130422', PLAN) };
      if (name === 'cloud.GetUps') return { result: UPS };
      if (name === 'services.GetOffers') return { result: { current: PLAN, offers: [{ ...BATTERY, needsDelivery: false, allowed: true, reason: null }] } };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      return { error: `unexpected ${name}`, status: 500 };
    });
    const user = userEvent.setup();
    page('/services/ups/UPS-130422', '/services/ups/:serviceTag', <UpsPage />);
    await user.click(await screen.findByRole('button', { name: 'Request battery replacement' }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.confirmPurchase);
  });

  it('says a UPS still being installed has no units and takes no order', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('ups', 'ups', 'UPS-130321', PLAN, 'Pending') };
      if (name === 'cloud.GetUps') return { result: { serviceTag: 'UPS-130321', units: [] } };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      return { error: `unexpected ${name}`, status: 500 };
    });
    page('/services/ups/UPS-130321', '/services/ups/:serviceTag', <UpsPage />);
    expect(await screen.findByText('No UPS is installed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request battery replacement' })).not.toBeInTheDocument();
  });
});

describe('the managed firewall page', () => {
  const PLAN = product(1, 'Managed Firewall Small Office', 'managed-firewall', 'plan', 399, { users: 25 });
  const FIREWALL: FirewallDetail = {
    serviceTag: 'MFW-120321',
    rules: [{ ruleKey: 'rule-01', position: 1, direction: 'inbound', source: 'any', destination: '196.21.4.10', port: '443', protocol: 'TCP', action: 'allow', description: 'Website (HTTPS)' }],
    threats: days(5),
  };

  it('shows the rules, checks the request form, and logs a change request as a ticket', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('security', 'managed-firewall', 'MFW-120321', PLAN) };
      if (name === 'cloud.GetFirewall') return { result: FIREWALL };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'cloud.RequestFirewallChange') return { result: { ticketNumber: 'TCK-123' } };
      return { error: `unexpected ${name}`, status: 500 };
    });
    const user = userEvent.setup();
    page('/services/security/managed-firewall-account/MFW-120321', '/services/security/managed-firewall-account/:serviceTag', <FirewallPage />);
    const rules = await screen.findByRole('table', { name: 'Firewall rules, checked from the top' });
    const row = within(rules).getByRole('row', { name: /Website \(HTTPS\)/ });
    expect(row).toHaveTextContent('196.21.4.10');
    expect(row).toHaveTextContent('443 / TCP');
    expect(screen.getByText(/150 threats blocked in the last 30 days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveAccessibleDescription('Choose inbound or outbound.');
    expect(inputsOf(fetchMock, 'cloud.RequestFirewallChange')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'inbound');
    await user.type(screen.getByRole('textbox', { name: 'Source' }), '41.76.108.0/24');
    await user.type(screen.getByRole('textbox', { name: 'Destination' }), '10.0.0.30');
    await user.type(screen.getByRole('textbox', { name: 'Port' }), '8443');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Protocol' }), 'TCP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'allow');
    await user.type(screen.getByRole('textbox', { name: 'Why is the change needed?' }), 'Booking system');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('link', { name: 'TCK-123' })).toHaveAttribute('href', paths.ticket('TCK-123'));
    expect(inputsOf(fetchMock, 'cloud.RequestFirewallChange')).toEqual([
      {
        serviceTag: 'MFW-120321',
        change: 'add',
        direction: 'inbound',
        source: '41.76.108.0/24',
        destination: '10.0.0.30',
        port: '8443',
        protocol: 'TCP',
        action: 'allow',
        reason: 'Booking system',
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
      },
    ]);
  });
});

describe('the antivirus account page (the one eScan licence page, under security)', () => {
  const PLAN = product(9, 'eScan Internet Security 3 Devices', 'escan', 'plan', 49, { devices: 3 });
  const LICENCE: AntivirusDetail = {
    serviceTag: 'ESC-701119',
    seats: 3,
    used: 3,
    renewalDate: '2027-04-14',
    devices: [
      { deviceKey: 'dev-1', name: 'Thandi’s laptop', os: 'Windows 11', lastSeenAt: '2026-11-22T06:00:00Z', protection: 'protected', pending: null },
      { deviceKey: 'dev-2', name: 'Reception PC', os: 'Windows 10', lastSeenAt: '2026-11-13T05:00:00Z', protection: 'at-risk', pending: null },
      { deviceKey: 'dev-3', name: 'Shop tablet', os: 'Android 14', lastSeenAt: '2026-11-20T05:00:00Z', protection: 'outdated', pending: null },
    ],
  };
  const replies = (name: string) => {
    if (name === 'services.GetService') return { result: service('security', 'escan', 'ESC-701119', PLAN) };
    if (name === 'cloud.GetAntivirus') return { result: LICENCE };
    if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
    if (name === 'cloud.RemoveAntivirusDevice') return { result: { reference: 'CHG-3', message: 'Device Reception PC removed from the licence. It is being set up (reference CHG-3).' } };
    return { error: `unexpected ${name}`, status: 500 };
  };
  const open = () => page('/services/security/antivirus-account/ESC-701119', '/services/security/antivirus-account/:serviceTag', <AntivirusPage />);

  it('shows the seats, the renewal and each device’s protection, with no licence key to reveal', async () => {
    mockActions(replies);
    open();
    expect(await screen.findByLabelText('3 of 3 devices protected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Security' })).toHaveAttribute('href', '/services/security');
    const devices = within(screen.getByRole('list', { name: 'Protected devices' })).getAllByRole('listitem');
    expect(devices.map((d) => d.textContent)).toEqual([
      expect.stringContaining('Protected'),
      expect.stringContaining('At risk: protection is switched off'),
      expect.stringContaining('Out of date: open eScan and update it'),
    ]);
    expect(screen.getByText('2 devices need attention: see the devices list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal licence key' })).not.toBeInTheDocument();
  });

  it('removes a device only after it is confirmed', async () => {
    const fetchMock = mockActions(replies);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Reception PC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
    expect(inputsOf(fetchMock, 'cloud.RemoveAntivirusDevice')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText(/Device Reception PC removed from the licence/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'cloud.RemoveAntivirusDevice')).toEqual([{ serviceTag: 'ESC-701119', deviceKey: 'dev-2' }]);
  });
});

describe('the IoT list page', () => {
  it('lists the category’s services, each linking to its page', async () => {
    mockActions((_name, input) => ({
      result: { services: input.category === 'iot' ? [{ serviceTag: 'IOT-110119', category: 'iot', type: 'iot', product: 'IoT Tracker SIM x 3', status: 'Active', accountCode: 'CUS1001' }] : [] },
    }));
    page('/services/iot', '/services/iot', <IotListPage />);
    expect(await screen.findByRole('link', { name: 'Manage this service IoT Tracker SIM x 3 (IOT-110119)' })).toHaveAttribute('href', '/services/iot/iot-account/IOT-110119');
    expect(screen.getByRole('heading', { level: 1, name: 'IoT' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockActions(() => ({ result: { services: [] } }));
    page('/services/iot', '/services/iot', <IotListPage />);
    expect(await screen.findByText('You have no IoT services yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    mockActions(() => ({ error: 'The service is unavailable.', status: 503 }));
    page('/services/iot', '/services/iot', <IotListPage />);
    expect(await screen.findByText('We could not load your IoT services')).toBeInTheDocument();
  });
});
