import { count } from 'drizzle-orm';
import type { FileStore } from '../files/file-store';
import type { FieldCipher } from '../secrets/field-encryption';
import type { Db } from '../db/connect';
import { accounts, accountUsers, invoiceLines, invoices, people, services, tickets } from '../db/schema';
import { seedAccountArea } from './seed-account-area';
import { seedBilling } from './seed-billing';
import { HOUSEHOLD_SIMS, seedHouseholdInvoices } from './seed-invoice-history';
import { seedEngagement } from './seed-engagement';
import { seedCloud } from './seed-cloud';
import { seedCommunication } from './seed-communication';
import { seedServices } from './seed-services';
import { seedTickets } from './seed-tickets';

export const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'];

export const DEMO_CELL_NUMBERS = [
  { cellNumber: '0821234567', who: 'a customer with services in every category (eight kinds of connectivity), 12 months of invoices, open and closed tickets' },
  { cellNumber: '0831234567', who: 'two parent accounts; Acme Logistics is an enterprise parent with 8 child accounts and every other kind of connectivity' },
  { cellNumber: '0841234567', who: 'a reseller with two customer accounts' },
  { cellNumber: '0851234567', who: 'a customer who has not accepted the terms of use yet' },
  { cellNumber: '0861234567', who: 'a cell number shared by two contacts of one account, whose last five invoices each changed (Why did my bill change?)' },
  { cellNumber: '0721234501', who: "Sizwe, a user of 0821234567's account who may use only Payments & Billing" },
  { cellNumber: '0721234502', who: "Ayanda, a user of that account with My Account, Connectivity, Communication and Tickets" },
  { cellNumber: '0721234503', who: 'Kabelo, a user of that account with Connectivity and Tickets' },
];

type ServiceSeed = [category: string, type: string, tag: string, product: string, status: string, monthly: number];

const CUSTOMER_SERVICES: ServiceSeed[] = [
  ['connectivity', 'ftth', 'FTTH-100234', 'Fibre 100/50 Mbps Uncapped', 'Active', 899],
  ['connectivity', 'lte', 'LTE-200311', 'Fixed LTE 60 GB Anytime', 'Active', 399],
  ['connectivity', 'mobiledata', 'MOB-300412', 'Mobile Data 20 GB', 'Active', 249],
  ['connectivity', 'adsl', 'ADSL-400513', 'ADSL 10 Mbps Uncapped', 'Suspended', 0],
  ['communication', 'email', 'EML-500614', 'Business Email 10 Mailboxes', 'Active', 150],
  ['communication', 'voip', 'VOIP-600715', 'Hosted VoIP 5 Extensions', 'Active', 325],
  ['communication', 'faxin', 'FAX-700816', 'Fax to Email', 'Active', 45],
  ['cloud', 'web-hosting', 'WEB-800917', 'Web Hosting Business 20 GB', 'Active', 199],
  ['cloud', 'personal-web-hosting', 'PWH-901018', 'Personal Web Hosting 5 GB', 'Active', 59],
  ['iot', 'iot', 'IOT-110119', 'IoT Tracker SIM x 3', 'Active', 87],
  ['security', 'escan', 'SEC-120220', 'eScan Antivirus 5 Devices', 'Active', 65],
  ['ups', 'ups', 'UPS-130321', 'UPS Rental 1 kVA', 'Pending', 0],
  ['vdc', 'vdc', 'VDC-140422', 'Virtual Data Centre 4 vCPU 16 GB', 'Active', 1450],
];

/** CUS1001's newest services, added this month: first billed on the next invoice. */
const NEW_CUSTOMER_SERVICES: ServiceSeed[] = [
  ['connectivity', 'fixed-lte', 'FLTE-400614', 'Fixed-LTE 50 GB', 'Active', 349],
  ['connectivity', 'shareddata', 'SHD-400715', 'Shared Data 50 GB', 'Active', 699],
  ['connectivity', 'wifi', 'WIFI-400816', 'Wi-Fi Hotspot 20 GB', 'Active', 149],
  ['connectivity', 'wholesale-fibre', 'WSF-400917', 'Wholesale Fibre 100 Mbps', 'Active', 1199],
];

/** CUS1001's communication services of every other type, added this month: first billed on the next invoice. */
const NEW_COMMUNICATION_SERVICES: ServiceSeed[] = [
  ['communication', 'faxout', 'FAXO-700917', 'Email to Fax', 'Active', 45],
  ['communication', 'sms', 'SMS-701018', 'Business SMS', 'Active', 49],
  ['communication', 'escan', 'ESC-701119', 'eScan Internet Security 3 Devices', 'Active', 49],
  ['communication', 'hosted-exchange', 'HEX-701220', 'Hosted Exchange Business', 'Active', 99],
  ['communication', 'domain', 'DOM-701321', 'Domain Name .co.za', 'Active', 15],
  ['communication', 'phone-number', 'NUM-701422', 'Geographic Number 011', 'Active', 35],
  ['communication', 'voice-bundle', 'VCB-701523', 'Voice Bundle 500 Minutes', 'Active', 199],
  ['communication', 'bulk-mailer', 'BLK-701624', 'Bulk Mailer Starter', 'Active', 149],
];

/** CUS1001's Cloud & Hosting services of the other types, added this month: first billed on the next invoice. */
const NEW_CLOUD_SERVICES: ServiceSeed[] = [
  ['cloud', 'co-location', 'COL-800918', 'Co-location 2U', 'Active', 899],
  ['security', 'managed-firewall', 'MFW-120321', 'Managed Firewall Small Office', 'Active', 399],
  ['ups', 'ups', 'UPS-130422', 'UPS Rental 2 kVA', 'Active', 289],
];

/** Acme's own services of the Cloud & Hosting area beyond its co-location, added this month. */
const NEW_ACME_CLOUD_SERVICES: ServiceSeed[] = [
  ['cloud', 'web-hosting', 'WEB-230004', 'Web Hosting Business 20 GB', 'Active', 199],
  ['iot', 'iot', 'IOT-230005', 'IoT Fleet SIM x 10', 'Active', 249],
  ['security', 'managed-firewall', 'MFW-230006', 'Managed Firewall Business', 'Active', 899],
  ['security', 'escan', 'SEC-230009', 'eScan Antivirus 25 Devices', 'Active', 249],
  ['ups', 'ups', 'UPS-230008', 'UPS Rental 2 kVA', 'Active', 289],
  ['vdc', 'vdc', 'VDC-230007', 'Virtual Data Centre 8 vCPU 32 GB', 'Active', 2650],
];

/** A few communication services of Acme's branches (head office and the Cape Town depot), added this month. */
const BRANCH_COMMUNICATION_SERVICES: Record<number, ServiceSeed[]> = {
  0: [['communication', 'faxin', 'FAX-271001', 'Fax to Email', 'Active', 45]],
  6: [
    ['communication', 'email', 'EML-271007', 'Business Email 10 Mailboxes', 'Active', 150],
    ['communication', 'voip', 'VOIP-271107', 'Hosted VoIP 5 Extensions', 'Active', 325],
  ],
};

/** Every other connectivity type, on Acme, so that each kind of service page can be tried; added this month. */
const NEW_ACME_SERVICES: ServiceSeed[] = [
  ['connectivity', 'telco', 'TEL-210002', 'Telco Business Line 10 GB', 'Active', 299],
  ['connectivity', 'data', 'DATA-210003', 'Data Line 20 Mbps', 'Active', 1499],
  ['connectivity', 'carrier-lte', 'CLTE-210004', 'Carrier LTE 50 GB', 'Active', 449],
  ['connectivity', 'dialup', 'DIAL-210005', 'Dial-up 30 Hours', 'Active', 49],
  ['connectivity', '3g-service', '3G-210006', '3G Data 2 GB', 'Active', 79],
  ['connectivity', 'satellite', 'SAT-210007', 'Satellite 30 GB', 'Active', 899],
  ['connectivity', 'carrier-5g', '5G-210008', '5G 100 GB', 'Active', 599],
  ['connectivity', 'carrier-wireless', 'CWL-210009', 'Wireless 10 Mbps Uncapped', 'Active', 549],
];

/** The first day of each of the twelve months up to and including November 2026. */
const INVOICE_MONTHS = Array.from({ length: 12 }, (_, i) => {
  const month = ((10 - 11 + i + 12) % 12) + 1;
  const year = i < 1 ? 2025 : 2026;
  return `${year}-${String(month).padStart(2, '0')}-01`;
});

async function addAccount(
  db: Db,
  values: {
    code: string;
    name: string;
    status?: string;
    enterprise?: boolean;
    parentId?: number | null;
    createdAt: string;
    city?: string;
    paymentMethodId?: number;
  },
) {
  const city = values.city ?? 'Johannesburg';
  const [row] = await db
    .insert(accounts)
    .values({
      accountCode: values.code,
      customerName: values.name,
      status: values.status ?? 'Active',
      enterprise: values.enterprise ?? false,
      parentId: values.parentId ?? null,
      createdAt: values.createdAt,
      postalLine1: 'PO Box 1024',
      postalCity: city,
      postalCode: '2000',
      physicalLine1: '12 Main Road',
      physicalLine2: 'Unit 4',
      physicalCity: city,
      physicalCode: '2001',
      paymentMethodId: values.paymentMethodId ?? 2,
    })
    .returning({ id: accounts.id });
  return row.id;
}

async function addServices(db: Db, accountId: number, seeds: ServiceSeed[]) {
  await db.insert(services).values(
    seeds.map(([category, type, serviceTag, product, status]) => ({ accountId, category, type, serviceTag, product, status })),
  );
}

async function addInvoices(db: Db, accountId: number, prefix: string, seeds: ServiceSeed[], months: string[], unpaid: number) {
  const billable = seeds.filter((s) => s[5] > 0);
  for (const [i, invoiceDate] of months.entries()) {
    const total = billable.reduce((sum, s) => sum + s[5], 0);
    const outstanding = i >= months.length - unpaid ? total : 0;
    const due = invoiceDate.replace(/-01$/, '-07');
    const [row] = await db
      .insert(invoices)
      .values({
        accountId,
        invoiceTxNumber: `${prefix}${String(i + 1).padStart(4, '0')}`,
        invoiceDate,
        dueDate: due,
        total: total.toFixed(2),
        outstanding: outstanding.toFixed(2),
        status: outstanding > 0 ? (i === months.length - 1 ? 'Unpaid' : 'Overdue') : 'Paid',
      })
      .returning({ id: invoices.id });
    await db.insert(invoiceLines).values(
      billable.map(([, , tag, product, , monthly]) => ({
        invoiceId: row.id,
        description: `${product} (${tag})`,
        quantity: 1,
        unitPrice: monthly.toFixed(2),
        amount: monthly.toFixed(2),
        kind: 'recurring',
        serviceTag: tag,
      })),
    );
  }
}

async function addPerson(db: Db, p: { first: string; last: string; email: string; cell: string; landline?: string; termsAccepted?: boolean }) {
  const [row] = await db
    .insert(people)
    .values({
      firstName: p.first,
      lastName: p.last,
      email: p.email,
      cellNumber: p.cell,
      landline: p.landline ?? null,
      termsAcceptedAt: p.termsAccepted === false ? null : new Date('2026-01-15T09:00:00Z'),
    })
    .returning({ id: people.id });
  return row.id;
}

/**
 * Seeds the demo data once: a second start finds the accounts and leaves them as they are. Usage, new alerts and
 * new messages are dated relative to `today` (tests pass their clock's), so a fresh demo always looks current. The
 * tickets' files go to `files`, as uploads' do; licence keys are sealed with `cipher`, as the server keeps them.
 */
export async function seedDemoData(db: Db, files: FileStore, cipher: FieldCipher, today: Date = new Date()): Promise<boolean> {
  const [{ existing }] = await db.select({ existing: count() }).from(accounts);
  if (existing > 0) return false;

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // 0821234567: one customer with a service in every category.
    const thandi = await addPerson(t, { first: 'Thandi', last: 'Mokoena', email: 'thandi.mokoena@example.com', cell: '0821234567', landline: '0114567890' });
    const cus = await addAccount(t, { code: 'CUS1001', name: 'Thandi Mokoena', createdAt: '2019-03-14', paymentMethodId: 2 });
    await t.insert(accountUsers).values({ personId: thandi, accountId: cus, role: 'customer', portalModules: ALL_MODULES });
    await addServices(t, cus, CUSTOMER_SERVICES);
    await addInvoices(t, cus, 'INV1001-', CUSTOMER_SERVICES, INVOICE_MONTHS, 1);
    await addServices(t, cus, NEW_CUSTOMER_SERVICES);
    await addServices(t, cus, NEW_COMMUNICATION_SERVICES);
    await addServices(t, cus, NEW_CLOUD_SERVICES);
    const ticketRows: [string, string, string, string, string][] = [
      ['TCK-10021', 'Fibre drops every evening around 8 pm', 'Technical', 'open', '2026-11-18T07:45:00Z'],
      ['TCK-10017', 'Please explain the VoIP charges on my invoice', 'Billing', 'open', '2026-11-10T12:30:00Z'],
      ['TCK-10009', 'Router replacement', 'Technical', 'closed', '2026-08-02T09:15:00Z'],
      ['TCK-10004', 'Change of billing address', 'Billing', 'closed', '2026-04-21T14:05:00Z'],
    ];
    await t.insert(tickets).values(
      ticketRows.map(([ticketNumber, subject, category, status, createdAt]) => ({
        accountId: cus,
        ticketNumber,
        subject,
        category,
        status,
        createdAt,
        updatedAt: status === 'closed' ? createdAt.replace(/T\d\d/, 'T16') : createdAt,
      })),
    );

    // 0831234567: a person linked to two parent accounts; Acme is an enterprise parent with children.
    const sipho = await addPerson(t, { first: 'Sipho', last: 'Dlamini', email: 'sipho@acme-logistics.example', cell: '0831234567' });
    const acme = await addAccount(t, { code: 'ENT2001', name: 'Acme Logistics (Pty) Ltd', enterprise: true, createdAt: '2016-07-01', paymentMethodId: 2 });
    const consulting = await addAccount(t, { code: 'BUS3001', name: 'Dlamini Consulting', createdAt: '2021-02-09', city: 'Durban', paymentMethodId: 1 });
    await t.insert(accountUsers).values([
      { personId: sipho, accountId: acme, role: 'customer', portalModules: ALL_MODULES },
      { personId: sipho, accountId: consulting, role: 'customer', portalModules: ALL_MODULES },
    ]);
    const branches: [string, string, string][] = [
      ['Cape Town Depot', 'Active', '2016-08-11'],
      ['Durban Harbour', 'Active', '2017-01-23'],
      ['Gqeberha Warehouse', 'Suspended', '2017-06-30'],
      ['Bloemfontein Hub', 'Active', '2018-03-05'],
      ['Polokwane Office', 'Pending', '2024-10-17'],
      ['East London Yard', 'Active', '2019-09-12'],
      ['Pretoria Head Office', 'Active', '2016-07-01'],
      ['Kimberley Stores', 'Active', '2022-05-26'],
    ];
    for (const [i, [branch, status, createdAt]] of branches.entries()) {
      const child = await addAccount(t, {
        code: `ENT2001-${String(i + 1).padStart(2, '0')}`,
        name: `Acme Logistics — ${branch}`,
        status,
        parentId: acme,
        createdAt,
      });
      const branchServices: ServiceSeed[] = [['connectivity', 'ftth', `FTTB-2${String(i + 1).padStart(5, '0')}`, 'Business Fibre 200/200 Mbps', status, 1899]];
      await addServices(t, child, branchServices);
      // Billed for three months; the suspended branch's debit orders came back, so its last two are unpaid.
      if (status !== 'Pending') {
        await addInvoices(t, child, `INV2001${String(i + 1).padStart(2, '0')}-`, branchServices, INVOICE_MONTHS.slice(-3), status === 'Suspended' ? 2 : 0);
      }
      if (BRANCH_COMMUNICATION_SERVICES[i]) await addServices(t, child, BRANCH_COMMUNICATION_SERVICES[i]);
    }
    const acmeServices: ServiceSeed[] = [
      ['connectivity', 'fttb', 'FTTB-210001', 'Business Fibre 1 Gbps', 'Active', 4999],
      ['communication', 'hosted-exchange', 'HEX-220002', 'Hosted Exchange 50 Mailboxes', 'Active', 2450],
      ['cloud', 'co-location', 'COL-230003', 'Co-location Half Rack', 'Active', 3800],
    ];
    await addServices(t, acme, acmeServices);
    await addInvoices(t, acme, 'INV2001-', acmeServices, INVOICE_MONTHS.slice(-6), 2);
    await addServices(t, acme, NEW_ACME_SERVICES);
    await addServices(t, acme, NEW_ACME_CLOUD_SERVICES);
    const consultingServices: ServiceSeed[] = [
      ['connectivity', 'ftth', 'FTTH-310001', 'Fibre 50/25 Mbps Uncapped', 'Active', 699],
      ['communication', 'email', 'EML-320002', 'Business Email 2 Mailboxes', 'Active', 60],
    ];
    await addServices(t, consulting, consultingServices);
    await addInvoices(t, consulting, 'INV3001-', consultingServices, INVOICE_MONTHS.slice(-3), 0);

    // 0841234567: a reseller and the accounts of two of its customers.
    const lerato = await addPerson(t, { first: 'Lerato', last: 'Nkosi', email: 'lerato@netwise.example', cell: '0841234567' });
    const reseller = await addAccount(t, { code: 'RES4001', name: 'Netwise Resellers', createdAt: '2018-11-20', city: 'Pretoria', paymentMethodId: 3 });
    await t.insert(accountUsers).values({ personId: lerato, accountId: reseller, role: 'reseller', portalModules: ALL_MODULES });
    const resold: [string, string][] = [
      ['Bright Smile Dental', 'Active'],
      ['Karoo Farm Stall', 'Active'],
    ];
    for (const [i, [name, status]] of resold.entries()) {
      const child = await addAccount(t, { code: `RES4001-${String(i + 1).padStart(2, '0')}`, name, status, parentId: reseller, createdAt: '2023-04-0' + (i + 1) });
      const clientServices: ServiceSeed[] = [['connectivity', 'lte', `LTE-4${String(i + 1).padStart(5, '0')}`, 'Fixed LTE 120 GB', status, 499]];
      await addServices(t, child, clientServices);
      // The second client has not paid this month's invoice yet.
      await addInvoices(t, child, `INV4001${String(i + 1).padStart(2, '0')}-`, clientServices, INVOICE_MONTHS.slice(-3), i);
    }
    await addServices(t, reseller, [['connectivity', 'ftth', 'FTTH-410000', 'Fibre 500/250 Mbps Uncapped', 'Active', 1299]]);

    // 0851234567: a new customer who has not accepted the terms of use.
    const pieter = await addPerson(t, { first: 'Pieter', last: 'van Wyk', email: 'pieter.vanwyk@example.com', cell: '0851234567', termsAccepted: false });
    const newCustomer = await addAccount(t, { code: 'CUS5101', name: 'Pieter van Wyk', createdAt: '2026-11-01', city: 'Stellenbosch', paymentMethodId: 2 });
    await t.insert(accountUsers).values({ personId: pieter, accountId: newCustomer, role: 'customer', portalModules: ALL_MODULES });
    await addServices(t, newCustomer, [['connectivity', 'ftth', 'FTTH-510001', 'Fibre 50/50 Mbps Uncapped', 'Pending', 649]]);

    // 0861234567: two contacts of one household account share a cell number.
    const household = await addAccount(t, { code: 'CUS5201', name: 'Khumalo Household', createdAt: '2022-06-18', city: 'Soweto', paymentMethodId: 2 });
    for (const first of ['Naledi', 'Themba']) {
      const contact = await addPerson(t, { first, last: 'Khumalo', email: `${first.toLowerCase()}.khumalo@example.com`, cell: '0861234567' });
      await t.insert(accountUsers).values({ personId: contact, accountId: household, role: 'customer', portalModules: ALL_MODULES });
    }
    await addServices(t, household, [['connectivity', 'ftth', 'FTTH-520001', 'Fibre 200/100 Mbps Uncapped', 'Active', 1099], ...HOUSEHOLD_SIMS]);
    await seedHouseholdInvoices(t, household);
    await seedAccountArea(t, today);
    await seedBilling(t);
    await seedServices(t, today);
    await seedCommunication(t, today, cipher);
    await seedCloud(t, today);
    await seedTickets(t, files);
    await seedEngagement(t, today);
  });
  return true;
}
