import { and, between, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatDuration } from '@portal/contract/format';
import { accountMessages, accounts, callRecords, people } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const ENTERPRISE = '0831234567';
/** Seeded on CUS1001 with only 'billing'. */
const BILLING_ONLY = '0721234501';
const ADDRESS = { line1: '7 Jacaranda Street', line2: '', city: 'Pretoria', postalCode: '0181' };

let s: TestServer;
let customer: string;
let acme: string;
let billingOnly: string;

beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
  customer = await s.signIn(CUSTOMER);
  acme = await s.signIn(ENTERPRISE, 'ENT2001');
  billingOnly = await s.signIn(BILLING_ONLY);
});
afterAll(() => s.close());

const accountIdOf = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;

const download = async (name: string, body: unknown, token?: string) => {
  const r = await s.app.inject({
    method: 'POST',
    url: `/api/solid/isp-portal/download/${name}`,
    payload: body as object,
    headers: token ? { 'x-portal-authorization': token } : {},
  });
  return { status: r.statusCode, headers: r.headers, bytes: r.rawPayload, json: () => r.json() };
};

/** A string of the PDF's document information dictionary, which pdfkit writes as an indirect literal. */
const pdfInfoString = (pdf: string, key: string) => {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(pdf)?.[1] : undefined;
};

describe('module rules', () => {
  it.each([
    ['account.UpdateAddress', { postalAddress: ADDRESS, physicalAddress: ADDRESS, cellNumber: CUSTOMER }],
    ['account.messages.GetMessages', {}],
    ['account.messages.GetMessage', { id: 1 }],
    ['account.messages.MarkRead', { ids: [1], read: true }],
    ['account.orders.GetOrders', {}],
    ['account.docs.GetDocuments', {}],
    ['account.calls.GetCallReport', { startDate: '2026-11-01', endDate: '2026-11-30' }],
    ['account.cancellations.GetCancellations', {}],
  ])('%s refuses a token without the account module', async (name, body) => {
    const r = await s.call(name, body, billingOnly);
    expect(r.status).toBe(403);
    expect(r.body.errors[0].code).toBe('FORBIDDEN');
  });

  it('refuses the downloads without the account module, and without a session', async () => {
    expect((await download('account.doc.DownloadDocument', { id: 1 }, billingOnly)).status).toBe(403);
    expect((await download('account.doc.DownloadCallReportExcel', { startDate: '2026-11-01', endDate: '2026-11-30' }, billingOnly)).status).toBe(403);
    expect((await download('account.doc.DownloadDocument', { id: 1 })).status).toBe(401);
    expect((await s.call('dashboard.alert.GetAlerts', {})).status).toBe(401);
  });
});

describe('dashboard.alert.GetAlerts', () => {
  // alerts.test.ts tries each kind of alert, dismissals and the link rule in depth.
  it('lists the account’s alerts, critical first; the provider’s expired broadcast is gone', async () => {
    const { alerts } = (await s.call('dashboard.alert.GetAlerts', {}, customer)).body.result;
    expect(alerts.map((a: { severity: string; title: string }) => [a.severity, a.title])).toEqual([
      ['critical', 'ADSL service suspended'],
      // The current outage and the maintenance come from the outage records (engagement.test.ts).
      ['warning', 'Service outage in Johannesburg'],
      ['warning', 'Your invoice is overdue'],
      ['warning', 'Debit order mandate awaiting your acceptance'],
      ['info', 'The portal on your phone'],
      ['info', 'Cancellation requested'],
      ['info', 'Planned maintenance'],
    ]);
    expect(alerts[0].link).toEqual({ label: 'View service', to: '/services/connectivity/adsl/ADSL-400513' });
    expect(alerts[4].link).toBeNull();
    expect(alerts.map((a: { title: string }) => a.title)).not.toContain('Winter special ended');
  });

  it('needs no module, links only to pages the viewer may open, and never shows another account’s alerts', async () => {
    const mine = (await s.call('dashboard.alert.GetAlerts', {}, billingOnly)).body.result.alerts;
    // No outage nor maintenance: they are of services a billing-only user does not see.
    expect(mine.map((a: { title: string }) => a.title)).toEqual(['Your invoice is overdue', 'Debit order mandate awaiting your acceptance', 'The portal on your phone']);
    const theirs = (await s.call('dashboard.alert.GetAlerts', {}, acme)).body.result.alerts;
    expect(theirs.map((a: { title: string }) => a.title)).toEqual([
      'Gqeberha Warehouse (ENT2001-03): fibre suspended',
      'Service outage in Johannesburg',
      '2 invoices are overdue',
      'Debit order mandate awaiting your acceptance',
      'Your branches at a glance',
      'Planned maintenance',
      'Cancellation requested',
    ]);
    // Keys name the account's own things; only an outage both accounts are in may appear on both (the holder sees it).
    const holders = (await s.call('dashboard.alert.GetAlerts', {}, customer)).body.result.alerts;
    const ids = new Set(holders.map((a: { id: string }) => a.id));
    expect(theirs.filter((a: { id: string }) => ids.has(a.id)).map((a: { id: string }) => a.id)).toEqual(['maintenance:OUT-24031']);
  });

  it('refuses a body with fields', async () => {
    expect((await s.call('dashboard.alert.GetAlerts', { accountId: 1 }, customer)).status).toBe(400);
  });
});

describe('account.UpdateAddress', () => {
  const address = ADDRESS;

  it('saves both addresses and the contact numbers, and returns the account as GetAccount does', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await s.call(
      'account.UpdateAddress',
      { postalAddress: { line1: 'PO Box 77', city: 'Pretoria', postalCode: '0001' }, physicalAddress: address, cellNumber: '082 123 4567', landline: '012 345 6789' },
      token,
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      accountCode: 'CUS1001',
      postalAddress: { line1: 'PO Box 77', line2: '', city: 'Pretoria', postalCode: '0001' },
      physicalAddress: address,
      contact: { cellNumber: CUSTOMER, landline: '0123456789' },
    });
    expect((await s.call('account.GetAccount', {}, token)).body.result).toEqual(r.body.result);

    const cleared = await s.call('account.UpdateAddress', { postalAddress: address, physicalAddress: address, cellNumber: CUSTOMER, landline: '' }, token);
    expect(cleared.body.result.contact.landline).toBeNull();
    // The cell number is the one this contact signs in with.
    expect(await s.signIn(CUSTOMER)).toEqual(expect.any(String));
  });

  it('changes only the signed-in contact and account', async () => {
    const before = await s.db.select().from(accounts).where(eq(accounts.accountCode, 'ENT2001'));
    const [sipho] = await s.db.select().from(people).where(eq(people.cellNumber, ENTERPRISE));
    await s.call('account.UpdateAddress', { postalAddress: address, physicalAddress: address, cellNumber: CUSTOMER, landline: null }, customer);
    expect(await s.db.select().from(accounts).where(eq(accounts.accountCode, 'ENT2001'))).toEqual(before);
    expect((await s.db.select().from(people).where(eq(people.id, sipho.id)))[0]).toEqual(sipho);
  });

  it('is sensitive: a token issued over 2 minutes ago gets the re-auth code and changes nothing', async () => {
    const token = await s.signIn(CUSTOMER);
    const [before] = await s.db.select().from(people).where(eq(people.cellNumber, CUSTOMER));
    s.clock.advance(121 * 1000);
    const r = await s.call('account.UpdateAddress', { postalAddress: address, physicalAddress: address, cellNumber: '0829999999', landline: null }, token);
    expect(r.status).toBe(403);
    expect(r.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect((await s.db.select().from(people).where(eq(people.id, before.id)))[0]).toEqual(before);
  });

  it.each([
    ['a bad landline', { landline: '011 123' }, 'landline', 'Please enter a valid phone number.'],
    ['a bad cell number', { cellNumber: '082123' }, 'cellNumber', 'Please enter a valid phone number.'],
    ['a missing city', { physicalAddress: { ...address, city: ' ' } }, 'physicalAddress.city', 'City is required.'],
    ['a missing line 1', { postalAddress: { ...address, line1: '' } }, 'postalAddress.line1', 'Address line 1 is required.'],
    ['a bad postal code', { postalAddress: { ...address, postalCode: 'AB12' } }, 'postalAddress.postalCode', 'Please enter a valid postal code.'],
    ['an extra field', { accountId: 1 }, 'accountId', 'this field is not expected.'],
    ['a missing address', { physicalAddress: undefined }, 'physicalAddress', undefined],
  ])('refuses %s with 400 naming the field', async (_label, change, field, message) => {
    const body = { postalAddress: address, physicalAddress: address, cellNumber: CUSTOMER, landline: null, ...change };
    const r = await s.call('account.UpdateAddress', body, customer);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    if (message) expect(r.body.errors[0].message).toBe(`${field}: ${message}`);
  });
});

describe('messages', () => {
  it('lists unread first, then newest, with previews', async () => {
    const { messages, unreadCount } = (await s.call('account.messages.GetMessages', {}, customer)).body.result;
    expect(unreadCount).toBe(3);
    expect(messages).toHaveLength(8);
    expect(messages.slice(0, 3).every((m: { read: boolean }) => !m.read)).toBe(true);
    const sentAt = (m: { sentAt: string }) => m.sentAt;
    expect(messages.slice(0, 3).map(sentAt)).toEqual([...messages.slice(0, 3).map(sentAt)].sort().reverse());
    expect(messages.slice(3).map(sentAt)).toEqual([...messages.slice(3).map(sentAt)].sort().reverse());
    expect(messages[0]).toMatchObject({ subject: 'Planned maintenance in Johannesburg', read: false });
    expect(messages[0].preview.length).toBeLessThanOrEqual(140);
  });

  it('opens a message in full and keeps it read on the server', async () => {
    const { messages } = (await s.call('account.messages.GetMessages', {}, customer)).body.result;
    const unread = messages.find((m: { read: boolean }) => !m.read);
    const opened = (await s.call('account.messages.GetMessage', { id: unread.id }, customer)).body.result;
    expect(opened).toMatchObject({ id: unread.id, read: true, sender: 'Customer Care' });
    expect(opened.body).toContain('Dear Thandi');
    const [row] = await s.db.select().from(accountMessages).where(eq(accountMessages.id, unread.id));
    expect(row.readAt).not.toBeNull();
    const after = (await s.call('account.messages.GetMessages', {}, customer)).body.result;
    expect(after.unreadCount).toBe(2);
  });

  it('marks messages read and unread', async () => {
    const { messages } = (await s.call('account.messages.GetMessages', {}, customer)).body.result;
    const ids = messages.slice(0, 2).map((m: { id: number }) => m.id);
    const read = (await s.call('account.messages.MarkRead', { ids, read: true }, customer)).body.result;
    expect(read.unreadCount).toBe(0);
    const unread = (await s.call('account.messages.MarkRead', { ids: [...ids, ids[0]], read: false }, customer)).body.result;
    expect(unread).toEqual({ updated: 2, unreadCount: 2 });
  });

  it('answers another account’s message as not found and changes nothing', async () => {
    const theirs = (await s.call('account.messages.GetMessages', {}, acme)).body.result.messages;
    const foreign = theirs.find((m: { read: boolean }) => !m.read);
    const opened = await s.call('account.messages.GetMessage', { id: foreign.id }, customer);
    expect(opened.status).toBe(404);
    expect(JSON.stringify(opened.body)).not.toContain(foreign.subject);
    const mine = (await s.call('account.messages.GetMessages', {}, customer)).body.result.messages[0];
    expect((await s.call('account.messages.MarkRead', { ids: [mine.id, foreign.id], read: true }, customer)).status).toBe(404);
    const [row] = await s.db.select().from(accountMessages).where(eq(accountMessages.id, foreign.id));
    expect(row.readAt).toBeNull();
    const [own] = await s.db.select().from(accountMessages).where(eq(accountMessages.id, mine.id));
    expect(own.readAt).toBeNull();
  });

  it.each([[{}], [{ id: 0 }], [{ id: '1' }], [{ id: 1, x: 1 }]])('GetMessage refuses %j with 400', async (body) => {
    expect((await s.call('account.messages.GetMessage', body, customer)).status).toBe(400);
  });

  it.each([[{ ids: [], read: true }], [{ ids: [1] }], [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), read: true }]])('MarkRead refuses %j with 400', async (body) => {
    expect((await s.call('account.messages.MarkRead', body, customer)).status).toBe(400);
  });
});

describe('orders and documents', () => {
  it('lists orders newest first with their lines and totals', async () => {
    const { orders } = (await s.call('account.orders.GetOrders', {}, customer)).body.result;
    expect(orders.map((o: { reference: string }) => o.reference)).toEqual([
      'ORD-1001-0008',
      'ORD-1001-0007',
      'ORD-1001-0006',
      'ORD-1001-0005',
      'ORD-1001-0004',
      'ORD-1001-0003',
    ]);
    expect(orders[1]).toEqual({
      reference: 'ORD-1001-0007',
      status: 'processing',
      date: '2026-10-28',
      lines: [
        { description: 'UPS Rental 1 kVA (first month)', quantity: 1, amount: 189 },
        { description: 'UPS delivery and installation', quantity: 1, amount: 350 },
      ],
      total: 539,
    });
    for (const o of orders) {
      expect(o.total).toBeCloseTo(o.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0), 2);
    }
    const theirs = (await s.call('account.orders.GetOrders', {}, acme)).body.result.orders;
    expect(theirs.every((o: { reference: string }) => o.reference.startsWith('ORD-2001-'))).toBe(true);
  });

  it('lists order forms, the contract and invoices', async () => {
    const { documents } = (await s.call('account.docs.GetDocuments', {}, customer)).body.result;
    const kinds = documents.map((d: { kind: string }) => d.kind);
    expect(kinds.filter((k: string) => k === 'order-form')).toHaveLength(5);
    expect(kinds.filter((k: string) => k === 'contract')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'invoice')).toHaveLength(3);
    expect(documents.find((d: { title: string }) => d.title === 'Order form ORD-1001-0007')).toMatchObject({ orderReference: 'ORD-1001-0007', date: '2026-10-28' });
    expect(documents[0].fileName).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}-\d+\.pdf$/);
  });

  it('downloads each kind of document as a real PDF', async () => {
    const { documents } = (await s.call('account.docs.GetDocuments', {}, customer)).body.result;
    for (const kind of ['order-form', 'contract', 'invoice']) {
      const doc = documents.find((d: { kind: string }) => d.kind === kind);
      const r = await download('account.doc.DownloadDocument', { id: doc.id }, customer);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${doc.fileName}"`);
      expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = r.bytes.toString('latin1');
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const pages = (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(/\/Type \/Pages\s+\/Count (\d+)/.exec(text)?.[1]).toBe(String(pages));
      // An invoice is the tax invoice Payments & Billing downloads.
      expect(pdfInfoString(text, 'Title')).toBe(kind === 'invoice' ? `Tax ${doc.title}` : doc.title);
    }
  });

  it('answers another account’s document as not found', async () => {
    const theirs = (await s.call('account.docs.GetDocuments', {}, acme)).body.result.documents;
    const r = await download('account.doc.DownloadDocument', { id: theirs[0].id }, customer);
    expect(r.status).toBe(404);
    expect(r.json().errors[0].code).toBe('NOT_FOUND');
    expect((await download('account.doc.DownloadDocument', { id: 2_000_000 }, customer)).status).toBe(404);
  });

  it.each([[{}], [{ id: 'x' }], [{ id: -3 }], [{ id: 1, kind: 'contract' }]])('DownloadDocument refuses %j with 400', async (body) => {
    expect((await download('account.doc.DownloadDocument', body, customer)).status).toBe(400);
  });
});

describe('call report', () => {
  it.each([['CUS1001', 5], ['ENT2001', 3]])('has at least 200 seeded calls for %s, over %i months or more', async (code, months) => {
    const rows = await s.db.select().from(callRecords).where(eq(callRecords.accountId, await accountIdOf(code)));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.callDate.slice(0, 7))).size).toBeGreaterThanOrEqual(months);
  });

  it('pages a filtered range newest first, with totals over the whole range that match the rows', async () => {
    const range = { startDate: '2026/9/1', endDate: '2026-10-31' };
    const rows: { date: string; time: string; durationSeconds: number; cost: number }[] = [];
    let report;
    for (let page = 1; ; page++) {
      report = (await s.call('account.calls.GetCallReport', { ...range, page, pageSize: 17 }, customer)).body.result;
      expect(report.rows.length).toBeLessThanOrEqual(17);
      rows.push(...report.rows);
      if (report.rows.length < 17) break;
    }
    expect(report.startDate).toBe('2026-09-01');
    expect(rows.length).toBe(report.totals.count);
    expect(rows.every((r) => r.date >= '2026-09-01' && r.date <= '2026-10-31')).toBe(true);
    const keys = rows.map((r) => r.date + r.time);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(report.totals.durationSeconds).toBe(rows.reduce((sum, r) => sum + r.durationSeconds, 0));
    expect(report.totals.cost).toBeCloseTo(rows.reduce((sum, r) => sum + Math.round(r.cost * 100), 0) / 100, 2);

    const inDb = await s.db
      .select()
      .from(callRecords)
      .where(and(eq(callRecords.accountId, await accountIdOf('CUS1001')), between(callRecords.callDate, '2026-09-01', '2026-10-31')));
    expect(report.totals.count).toBe(inDb.length);
    expect(report.totals.count).toBeGreaterThan(0);
  });

  it('shows only the account’s own calls', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const mine = (await s.call('account.calls.GetCallReport', range, customer)).body.result;
    const theirs = (await s.call('account.calls.GetCallReport', range, acme)).body.result;
    const customerId = await accountIdOf('CUS1001');
    expect(mine.totals.count).toBe((await s.db.select().from(callRecords).where(eq(callRecords.accountId, customerId))).length);
    const ids = new Set(mine.rows.map((r: { id: number }) => r.id));
    expect(theirs.rows.some((r: { id: number }) => ids.has(r.id))).toBe(false);
    expect(mine.pageSize).toBe(25);
  });

  it('answers an empty range with zero totals', async () => {
    const r = (await s.call('account.calls.GetCallReport', { startDate: '2020-01-01', endDate: '2020-01-31' }, customer)).body.result;
    expect(r).toMatchObject({ rows: [], totals: { count: 0, durationSeconds: 0, cost: 0 } });
  });

  it.each([
    ['a bad date', { startDate: '2026-13-01', endDate: '2026-12-01' }, 'startDate', 'Please enter a valid date in the format YYYY-MM-DD.'],
    ['a date that does not exist', { startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate', 'Please enter a valid date in the format YYYY-MM-DD.'],
    ['an end before the start', { startDate: '2026-10-01', endDate: '2026-09-01' }, 'endDate', 'The end date must be on or after the start date.'],
    ['a range over a year', { startDate: '2024-01-01', endDate: '2026-01-01' }, 'endDate', 'Please choose a range of at most 366 days.'],
    ['a missing end date', { startDate: '2026-10-01' }, 'endDate', undefined],
    ['a page size over 100', { startDate: '2026-10-01', endDate: '2026-10-31', pageSize: 1000 }, 'pageSize', undefined],
    ['page 0', { startDate: '2026-10-01', endDate: '2026-10-31', page: 0 }, 'page', undefined],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const r = await s.call('account.calls.GetCallReport', body, customer);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    if (message) expect(r.body.errors[0].message).toBe(`${field}: ${message}`);
  });

  it('exports the range to an .xlsx with every call and the same totals', async () => {
    const range = { startDate: '2026-09-01', endDate: '2026-10-31' };
    const report = (await s.call('account.calls.GetCallReport', { ...range, pageSize: 100 }, customer)).body.result;
    const r = await download('account.doc.DownloadCallReportExcel', range, customer);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers['content-disposition']).toBe('attachment; filename="call-report-CUS1001-2026-09-01-to-2026-10-31.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Call report')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Call report: Thandi Mokoena (CUS1001)');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Date', 'Time', 'Number', 'Destination', 'Duration (s)', 'Duration', 'Cost (R)']);
    const data: { date: string; seconds: number; cost: number }[] = [];
    for (let i = 5; i < 5 + report.totals.count; i++) {
      const row = sheet.getRow(i);
      data.push({ date: String(row.getCell(1).value), seconds: Number(row.getCell(5).value), cost: Number(row.getCell(7).value) });
    }
    expect(data.every((d) => d.date >= '2026-09-01' && d.date <= '2026-10-31')).toBe(true);
    expect(data.map((d) => d.date)).toEqual([...data.map((d) => d.date)].sort());
    const totalRow = sheet.getRow(5 + report.totals.count);
    expect(totalRow.getCell(1).value).toBe(`Total: ${report.totals.count} calls`);
    expect(totalRow.getCell(5).value).toBe(report.totals.durationSeconds);
    expect(totalRow.getCell(6).value).toBe(formatDuration(report.totals.durationSeconds));
    expect(totalRow.getCell(7).value).toBeCloseTo(report.totals.cost, 2);
    expect(data.reduce((sum, d) => sum + d.seconds, 0)).toBe(report.totals.durationSeconds);
    expect(data.reduce((sum, d) => sum + Math.round(d.cost * 100), 0) / 100).toBeCloseTo(report.totals.cost, 2);
    expect(sheet.rowCount).toBe(5 + report.totals.count);
  });

  it('refuses a bad export range with 400', async () => {
    expect((await download('account.doc.DownloadCallReportExcel', { startDate: '2026-10-31', endDate: '2026-10-01' }, customer)).status).toBe(400);
    expect((await download('account.doc.DownloadCallReportExcel', { startDate: '2026-10-01', endDate: '2026-10-31', page: 1 }, customer)).status).toBe(400);
  });
});

describe('account.cancellations.GetCancellations', () => {
  it('lists the account’s cancellations newest first', async () => {
    const { cancellations } = (await s.call('account.cancellations.GetCancellations', {}, customer)).body.result;
    expect(cancellations.map((c: { reference: string; status: string }) => [c.reference, c.status])).toEqual([
      ['CAN-1001-0004', 'pending'],
      ['CAN-1001-0003', 'withdrawn'],
      ['CAN-1001-0002', 'withdrawn'],
      ['CAN-1001-0001', 'completed'],
    ]);
    expect(cancellations[1]).toEqual({
      reference: 'CAN-1001-0003',
      serviceTag: 'ADSL-400513',
      product: 'ADSL 10 Mbps Uncapped',
      status: 'withdrawn',
      requestedDate: '2026-11-05',
      effectiveDate: null,
      reason: 'Replaced by fibre',
    });
    const theirs = (await s.call('account.cancellations.GetCancellations', {}, acme)).body.result.cancellations;
    expect(theirs.map((c: { reference: string }) => c.reference)).toEqual(['CAN-2001-0002', 'CAN-2001-0001']);
  });
});
