import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountInReach, accountsInReach, requireAccountInReach } from '../../src/auth/ownership';
import { accounts, accountUsers, people } from '../../src/db/schema';
import { loadSecret } from '../../src/secret';
import { brokenDownload, freshStatementDownload, multipart, ticketAttachmentUpload } from './probe-definitions';
import { claimsOf, startTestServer, type Backend, type TestServer } from './test-server';
import { holdsPin } from './pin-in-text';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const RESELLER = '0841234567';

/** The portal API's behaviour, run against one database backend; with Redis, as several nodes would run. */
export function describeApi(backend: Backend, databaseUrl?: string, { redis = false } = {}) {
  describe(`portal API on ${backend}${redis ? ' with Redis' : ''}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({
        backend,
        databaseUrl,
        redis,
        otpLimits: GENEROUS,
        downloads: [freshStatementDownload, brokenDownload],
        uploads: [ticketAttachmentUpload],
      });
    });
    afterAll(() => s.close());

    describe('strict input: bad input is 4xx with the field named, never 5xx', () => {
      it('answers an unknown action with 404 in the envelope', async () => {
        const r = await s.call('billing.StealEverything', {});
        expect(r.status).toBe(404);
        expect(r.body).toMatchObject({ success: false, errors: [{ code: 'UNKNOWN_ACTION' }] });
        expect(r.body.correlationId).toEqual(expect.any(String));
      });

      it.each([
        ['a missing field', {}, 'cellNumber'],
        ['a malformed number', { cellNumber: '12345' }, 'cellNumber'],
        ['a number of the wrong type', { cellNumber: 821234567 }, 'cellNumber'],
        ['an unknown field', { cellNumber: '0821234567', admin: true }, 'admin'],
        ['a NUL byte', { cellNumber: '082123\u00004567' }, 'cellNumber'],
        ['a huge string', { cellNumber: 'x'.repeat(100_000) }, 'cellNumber'],
      ])('refuses %s, naming the field', async (_label, body, field) => {
        const r = await s.call('login.otp.RequestOtp', body);
        expect(r.status).toBe(400);
        expect(r.body.errors[0]).toMatchObject({ code: 'BAD_INPUT', field });
        expect(r.body.errors[0].message).toContain(field);
      });

      it('gives the spec message for a bad cell number', async () => {
        const r = await s.call('login.otp.RequestOtp', { cellNumber: '12345' });
        expect(r.body.errors[0].message).toBe('cellNumber: Please enter a valid phone number.');
      });

      it('refuses a body that is not an object, and a NUL byte in any key', async () => {
        const send = (payload: string) =>
          s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/auth.ValidateSession', payload, headers: { 'content-type': 'application/json' } });
        for (const payload of ['null', '[]', '"x"', '42']) expect((await send(payload)).statusCode).toBe(400);
        const nulKey = await send('{"a\\u0000b":1}');
        expect(nulKey.statusCode).toBe(400);
        expect(nulKey.json().errors[0].message).toMatch(/NUL/);
      });

      it('refuses multipart bodies on actions with 415', async () => {
        const { payload, headers } = multipart({ cellNumber: CUSTOMER }, []);
        const r = await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/login.otp.RequestOtp', payload, headers });
        expect(r.statusCode).toBe(415);
        expect(r.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
      });

      it('refuses prototype pollution, broken JSON, other content types and oversized bodies', async () => {
        const send = (payload: string, contentType = 'application/json') =>
          s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/login.otp.RequestOtp', payload, headers: { 'content-type': contentType } });
        expect((await send('{"__proto__":{"admin":true},"cellNumber":"0821234567"}')).statusCode).toBe(400);
        expect((await send('{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
        expect((await send('{"cellNumber":')).statusCode).toBe(400);
        expect((await send('cellNumber=0821234567', 'text/plain')).statusCode).toBe(415);
        expect((await send('cellNumber=0821234567', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
        const huge = await send(JSON.stringify({ cellNumber: '0'.repeat(1_100_000) }));
        expect(huge.statusCode).toBe(413);
        expect(huge.json()).toMatchObject({ success: false, errors: [{ code: 'PAYLOAD_TOO_LARGE' }] });
      });

      it('answers unknown downloads and uploads with 404 in the envelope', async () => {
        const download = await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/download/billing.doc.Nope', payload: {} });
        expect(download.statusCode).toBe(404);
        const boundary = 'x-boundary';
        const body = `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{}\r\n--${boundary}--\r\n`;
        const upload = await s.app.inject({
          method: 'POST',
          url: '/api/solid/isp-portal/upload/tickets.Nope',
          payload: body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        expect(upload.statusCode).toBe(404);
        expect(upload.json()).toMatchObject({ success: false, errors: [{ code: 'UNKNOWN_ACTION' }] });
      });

      it('answers fuzzed bodies on every action with 4xx only', async () => {
        const names = ['login.otp.RequestOtp', 'login.otp.VerifyOtp', 'login.otp.SelectAccount', 'auth.ValidateSession', 'auth.SignOut',
          'account.GetAccount', 'services.GetServices', 'GetPortalAppConfiguration', 'billing.GetBillingDetails', 'billing.GetInvoices', 'tickets.GetTickets'];
        const bodies = [null, [], 'x', 42, { page: -1 }, { page: 'x', pageSize: 1e9 }, { category: 'nope' }, { userToken: 'a.b.c' }, { pin: '1', cellNumber: '0821234567' }, { a: { b: { c: [1, 2, { d: null }] } } }];
        for (const name of names) {
          for (const body of bodies) {
            const r = await s.app.inject({ method: 'POST', url: `/api/solid/isp-portal/action/${name}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
            expect(r.statusCode).toBeLessThan(500);
          }
        }
      });
    });

    describe('sign-in by SMS PIN', () => {
      it('sends a 6 digit PIN and signs the customer in with a token carrying the spec claims', async () => {
        const requested = await s.call('login.otp.RequestOtp', { cellNumber: '082 123 4567' });
        expect(requested.body.result).toEqual({ cellNumber: '082 *** 4567' });
        const pin = s.lastPin(CUSTOMER);
        expect(pin).toMatch(/^\d{6}$/);

        const verified = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
        expect(verified.status).toBe(200);
        const { matchedAccounts, otpCellNumberToken } = verified.body.result;
        expect(otpCellNumberToken).toEqual(expect.any(String));
        expect(matchedAccounts).toEqual([
          { accountCode: 'CUS1001', customerName: 'Thandi Mokoena', createDate: '2019-03-14', enterprise: false, status: 'Active', duplicateContacts: false, userToken: expect.any(String) },
        ]);

        const selected = await s.call('login.otp.SelectAccount', { userToken: matchedAccounts[0].userToken });
        const claims = claimsOf(selected.body.result.accessToken);
        expect(claims).toMatchObject({ role: 'customer', termsOfUse: true, accountCode: 'CUS1001', sub: String(claims.personId) });
        expect(claims.portal_modules).toEqual(expect.arrayContaining(['account', 'billing', 'connectivity', 'tickets']));
        expect(claims.exp - claims.iat).toBe(3600);
        // The contract's TokenClaims, the jti that revokes the token, and the issuer and audience that type it.
        expect(Object.keys(claims).sort()).toEqual(
          ['accountCode', 'aud', 'exp', 'iat', 'iss', 'jti', 'masterAccountId', 'personId', 'portal_modules', 'role', 'sub', 'termsOfUse'],
        );
        expect(claims.masterAccountId).toBe(await s.sessionAccountId(selected.body.result.accessToken));
      });

      it('stores the PIN hashed, never as typed', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const pin = s.lastPin(CUSTOMER)!;
        const stored = await s.storedPins();
        expect(stored).toMatch(/[0-9a-f]{64}/);
        expect(holdsPin(stored, pin)).toBe(false);
      });

      it('lets a person linked to two parent accounts choose, and the enterprise flag shows', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: TWO_PARENTS });
        const r = await s.call('login.otp.VerifyOtp', { cellNumber: TWO_PARENTS, pin: s.lastPin(TWO_PARENTS) });
        const accounts = r.body.result.matchedAccounts;
        expect(accounts.map((a: { accountCode: string }) => a.accountCode)).toEqual(['ENT2001', 'BUS3001']);
        expect(accounts[0]).toMatchObject({ customerName: 'Acme Logistics (Pty) Ltd', enterprise: true });
      });

      it('signs a reseller in with the reseller role', async () => {
        expect(claimsOf(await s.signIn(RESELLER)).role).toBe('reseller');
      });

      it('uses a PIN once: a second verify and two concurrent verifies give exactly one success', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const pin = s.lastPin(CUSTOMER);
        const both = await Promise.all([
          s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin }),
          s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin }),
        ]);
        expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
        const again = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
        expect(again.body.errors[0].message).toBe('This PIN has expired. Please request a new one.');
      });

      it('voids a PIN after 5 wrong tries, even for the right PIN after that', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const pin = s.lastPin(CUSTOMER)!;
        const wrong = pin === '000000' ? '111111' : '000000';
        for (let i = 0; i < 5; i++) {
          const r = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: wrong });
          expect(r.body.errors[0].message).toBe('The PIN you entered is incorrect.');
        }
        const right = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
        expect(right.body.errors[0].message).toBe('This PIN has expired. Please request a new one.');
      });

      it('lets a PIN expire after 5 minutes', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const pin = s.lastPin(CUSTOMER);
        s.clock.advance(5 * 60 * 1000);
        const r = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
        expect(r.body.errors[0].message).toBe('This PIN has expired. Please request a new one.');
      });

      it('voids the older PIN when a new one is requested', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const first = s.lastPin(CUSTOMER);
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const second = s.lastPin(CUSTOMER);
        if (first !== second) {
          const r = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: first });
          expect(r.status).toBe(400);
        }
        expect((await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: second })).status).toBe(200);
      });

      it('answers an unknown number exactly like a known one, and sends it nothing', async () => {
        const before = s.sms.outbox.length;
        const unknown = await s.call('login.otp.RequestOtp', { cellNumber: '0799999999' });
        expect(unknown.status).toBe(200);
        expect(unknown.body.result).toEqual({ cellNumber: '079 *** 9999' });
        expect(s.sms.outbox.length).toBe(before);
      });

      it('refuses a user token that was tampered with or is of another kind', async () => {
        const token = await s.signIn(CUSTOMER);
        expect((await s.call('login.otp.SelectAccount', { userToken: token })).status).toBe(400);
        const [h, p, sig] = token.split('.');
        expect((await s.call('account.GetAccount', {}, `${h}.${p}.${sig.slice(0, -2)}xx`)).status).toBe(401);
        const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
        expect((await s.call('account.GetAccount', {}, none)).status).toBe(401);
      });

      it('never takes a user token (from VerifyOtp) as an access token', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const verified = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: s.lastPin(CUSTOMER) });
        const { userToken } = verified.body.result.matchedAccounts[0];
        expect((await s.call('account.GetAccount', {}, userToken)).status).toBe(401);
        expect((await s.call('auth.ValidateSession', {}, verified.body.result.otpCellNumberToken)).body.result).toEqual({ authenticated: false });
      });

      it('lets a user token expire after 10 minutes', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const verified = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin: s.lastPin(CUSTOMER) });
        s.clock.advance(10 * 60 * 1000);
        const r = await s.call('login.otp.SelectAccount', { userToken: verified.body.result.matchedAccounts[0].userToken });
        expect(r.status).toBe(400);
        expect(r.body.errors[0]).toMatchObject({ code: 'BAD_INPUT', field: 'userToken' });
      });
    });

    describe('sessions', () => {
      it('answers the health check for no, a valid and a revoked token, and refuses a revoked token', async () => {
        expect((await s.call('auth.ValidateSession', {})).body.result).toEqual({ authenticated: false });
        const token = await s.signIn(CUSTOMER);
        expect((await s.call('auth.ValidateSession', {}, token)).body.result).toEqual({ authenticated: true });
        expect((await s.call('auth.SignOut', {}, token)).body.result).toEqual({ signedOut: true });
        expect((await s.call('auth.ValidateSession', {}, token)).body.result).toEqual({ authenticated: false });
        const refused = await s.call('account.GetAccount', {}, token);
        expect(refused.status).toBe(401);
        expect(refused.body.errors[0].code).toBe('UNAUTHENTICATED');
      });

      it('refuses an expired token', async () => {
        const token = await s.signIn(CUSTOMER);
        s.clock.advance(60 * 60 * 1000);
        expect((await s.call('account.GetAccount', {}, token)).status).toBe(401);
      });

      it('makes the signing key once and keeps it; a JWT_SECRET must be long enough', async () => {
        const first = await loadSecret(s.db);
        expect(first).toHaveLength(32);
        expect(Buffer.from(await loadSecret(s.db)).equals(Buffer.from(first))).toBe(true);
        await expect(loadSecret(s.db, 'short')).rejects.toThrow(/at least 32 characters/);
        await expect(loadSecret(s.db, 'x'.repeat(32))).rejects.toThrow(/too predictable/);
        const strong = randomBytes(32).toString('hex');
        expect(Buffer.from(await loadSecret(s.db, strong)).toString()).toBe(strong);
      });

      it('issues a new token on every sign-in', async () => {
        const a = await s.signIn(CUSTOMER);
        const b = await s.signIn(CUSTOMER);
        expect(claimsOf(a).jti).not.toBe(claimsOf(b).jti);
      });
    });

    describe('the signed-in account’s own data', () => {
      let token: string;
      beforeAll(async () => {
        token = await s.signIn(CUSTOMER);
      });

      it('returns the account, its contact person and addresses', async () => {
        const r = await s.call('account.GetAccount', {}, token);
        expect(r.body.result).toMatchObject({
          accountCode: 'CUS1001',
          customerName: 'Thandi Mokoena',
          contact: { firstName: 'Thandi', email: 'thandi.mokoena@example.com', cellNumber: CUSTOMER },
          physicalAddress: { line1: '12 Main Road' },
        });
      });

      it('lists services by category, a service in every category', async () => {
        for (const category of ['connectivity', 'communication', 'cloud', 'iot', 'security', 'ups', 'vdc']) {
          const r = await s.call('services.GetServices', { category }, token);
          expect(r.body.result.services.length).toBeGreaterThan(0);
          expect(r.body.result.services.every((x: { category: string; accountCode: string }) => x.category === category && x.accountCode === 'CUS1001')).toBe(true);
        }
      });

      it('pages twelve months of invoices, newest first, and sums the balance from them', async () => {
        const first = await s.call('billing.GetInvoices', { page: 1, pageSize: 5 }, token);
        expect(first.body.result.total).toBe(12);
        expect(first.body.result.invoices).toHaveLength(5);
        expect(first.body.result.invoices[0].invoiceDate).toBe('2026-11-01');
        const last = await s.call('billing.GetInvoices', { page: 3, pageSize: 5 }, token);
        expect(last.body.result.invoices).toHaveLength(2);
        const all = await s.call('billing.GetInvoices', { page: 1, pageSize: 12 }, token);
        const outstanding = all.body.result.invoices.reduce((sum: number, i: { outstanding: number }) => sum + i.outstanding, 0);
        const details = await s.call('billing.GetBillingDetails', {}, token);
        expect(details.body.result).toMatchObject({ balance: outstanding, paymentMethodId: 2 });
      });

      it('lists open and closed tickets, open first', async () => {
        const r = await s.call('tickets.GetTickets', {}, token);
        const statuses = r.body.result.tickets.map((t: { status: string }) => t.status);
        expect(statuses).toEqual(['open', 'open', 'closed', 'closed']);
      });

      it('shows another account none of its data', async () => {
        const other = await s.signIn(TWO_PARENTS, 'BUS3001');
        const services = await s.call('services.GetServices', { category: 'connectivity' }, other);
        expect(services.body.result.services.map((x: { serviceTag: string }) => x.serviceTag)).toEqual(['FTTH-310001']);
        const invoices = await s.call('billing.GetInvoices', { page: 1, pageSize: 50 }, other);
        expect(invoices.body.result.invoices.every((i: { invoiceTxNumber: string }) => i.invoiceTxNumber.startsWith('INV3001-'))).toBe(true);
      });

      it('refuses an action whose module the token lacks, on the server', async () => {
        const [person] = await s.db.select().from(people).where(eq(people.cellNumber, RESELLER));
        await s.db.update(accountUsers).set({ portalModules: ['account'] }).where(eq(accountUsers.personId, person.id));
        const limited = await s.signIn(RESELLER);
        expect(claimsOf(limited).portal_modules).toEqual(['account']);
        expect((await s.call('account.GetAccount', {}, limited)).status).toBe(200);
        for (const [name, body] of [['billing.GetInvoices', {}], ['tickets.GetTickets', {}], ['services.GetServices', { category: 'connectivity' }]] as const) {
          const r = await s.call(name, body, limited);
          expect(r.status).toBe(403);
          expect(r.body.errors[0].code).toBe('FORBIDDEN');
        }
        // The dashboard's one request (no category) leaves out the categories of modules the token lacks.
        const all = await s.call('services.GetServices', {}, limited);
        expect(all.status).toBe(200);
        expect(all.body.result.services).toEqual([]);
      });

      it('needs a session for data actions', async () => {
        const r = await s.call('account.GetAccount', {});
        expect(r.status).toBe(401);
      });
    });

    describe('reach: an account and its children, nothing else', () => {
      it('reaches its own account and its children, not a sibling parent nor another person’s account', async () => {
        const id = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;
        const acme = await id('ENT2001');
        const reach = await accountsInReach(s.db, acme);
        expect(reach).toHaveLength(9);
        expect((await accountInReach(s.db, acme, 'ENT2001-03')).customerName).toContain('Gqeberha');
        await expect(requireAccountInReach(s.db, acme, await id('ENT2001-08'))).resolves.toBeUndefined();
        for (const foreign of ['BUS3001', 'CUS1001', 'RES4001-01']) {
          await expect(accountInReach(s.db, acme, foreign)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
          await expect(requireAccountInReach(s.db, acme, await id(foreign))).rejects.toMatchObject({ status: 404 });
        }
        // A child does not reach up to its parent or across to a sibling.
        const child = await id('ENT2001-01');
        await expect(accountInReach(s.db, child, 'ENT2001')).rejects.toMatchObject({ status: 404 });
        await expect(accountInReach(s.db, child, 'ENT2001-02')).rejects.toMatchObject({ status: 404 });
      });

      it('gives a token the account it was issued for, and the enterprise parent its own data only', async () => {
        const token = await s.signIn(TWO_PARENTS, 'ENT2001');
        const account = await s.call('account.GetAccount', {}, token);
        expect(account.body.result).toMatchObject({ accountCode: 'ENT2001', enterprise: true, parentAccountCode: null });
        const tags = (await s.call('services.GetServices', { category: 'connectivity' }, token)).body.result.services.map((x: { serviceTag: string }) => x.serviceTag);
        // Sorted by type: Acme holds every connectivity type CUS1001 does not.
        expect(tags).toEqual(['3G-210006', '5G-210008', 'CLTE-210004', 'CWL-210009', 'DATA-210003', 'DIAL-210005', 'FTTB-210001', 'SAT-210007', 'TEL-210002']);
      });
    });

    describe('downloads and uploads', () => {
      it('sends a download as an attachment with a clean name, nosniff and no-store, to a fresh session only', async () => {
        const url = '/api/solid/isp-portal/download/test.DownloadStatement';
        const token = await s.signIn(CUSTOMER);
        const ok = await s.app.inject({ method: 'POST', url, payload: { month: '2026-10' }, headers: { 'x-portal-authorization': token } });
        expect(ok.statusCode).toBe(200);
        expect(ok.headers['content-disposition']).toBe('attachment; filename="Statement 2026-10X-Evil: 1.csv"');
        expect(ok.headers['x-content-type-options']).toBe('nosniff');
        expect(ok.headers['cache-control']).toBe('no-store');
        expect(ok.body).toBe('account,month\nCUS1001,2026-10\n');

        s.clock.advance(120 * 1000);
        const stale = await s.app.inject({ method: 'POST', url, payload: { month: '2026-10' }, headers: { 'x-portal-authorization': token } });
        expect(stale.statusCode).toBe(403);
        expect(stale.json().errors[0]).toEqual({ code: 'REAUTH_REQUIRED', message: 'Please re-authenticate to continue.' });

        expect((await s.app.inject({ method: 'POST', url, payload: { month: '2026-10' } })).statusCode).toBe(401);
        const bad = await s.app.inject({ method: 'POST', url, payload: { month: 7 }, headers: { 'x-portal-authorization': token } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0].field).toBe('month');
      });

      it('takes files and a json part, 16 MiB in total, counted while they stream', async () => {
        const url = '/api/solid/isp-portal/upload/test.AttachToTicket';
        const token = await s.signIn(CUSTOMER);
        const auth = { 'x-portal-authorization': token };
        const files = [
          { name: 'C:\\Users\\thandi\\router.png', type: 'image/png', data: Buffer.alloc(2048, 1) },
          { name: 'notes.txt', type: 'text/plain', data: Buffer.from('drops at 8 pm') },
        ];
        const ok = multipart({ ticketNumber: 'TCK-10021' }, files);
        const r = await s.app.inject({ method: 'POST', url, payload: ok.payload, headers: { ...ok.headers, ...auth } });
        expect(r.statusCode).toBe(200);
        expect(r.json().result).toEqual({
          ticketNumber: 'TCK-10021',
          files: [
            { fileName: 'router.png', mimeType: 'image/png', size: 2048 },
            { fileName: 'notes.txt', mimeType: 'text/plain', size: 13 },
          ],
        });

        const message = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
        // Just over 16 MiB in two files: the header does not give it away, the count while streaming does.
        const half = 8 * 1024 * 1024;
        const over = multipart({ ticketNumber: 'TCK-10021' }, [
          { name: 'a.bin', type: 'application/octet-stream', data: Buffer.alloc(half) },
          { name: 'b.bin', type: 'application/octet-stream', data: Buffer.alloc(half + 10) },
        ]);
        const streamed = await s.app.inject({ method: 'POST', url, payload: over.payload, headers: { ...over.headers, ...auth } });
        expect(streamed.statusCode).toBe(413);
        expect(streamed.json().errors[0]).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });

        const huge = multipart({ ticketNumber: 'TCK-10021' }, [{ name: 'big.bin', type: 'application/octet-stream', data: Buffer.alloc(17 * 1024 * 1024) }]);
        const declared = await s.app.inject({ method: 'POST', url, payload: huge.payload, headers: { ...huge.headers, ...auth } });
        expect(declared.statusCode).toBe(413);

        const noSession = await s.app.inject({ method: 'POST', url, payload: ok.payload, headers: ok.headers });
        expect(noSession.statusCode).toBe(401);
        const badJson = multipart({ ticketNumber: 'TCK-10021', extra: 1 }, files);
        expect((await s.app.inject({ method: 'POST', url, payload: badJson.payload, headers: { ...badJson.headers, ...auth } })).json().errors[0].field).toBe('extra');
        const strayPart = multipart({}, [], 'other');
        expect((await s.app.inject({ method: 'POST', url, payload: strayPart.payload, headers: { ...strayPart.headers, ...auth } })).statusCode).toBe(400);
        const asJson = await s.app.inject({ method: 'POST', url, payload: { ticketNumber: 'TCK-10021' }, headers: auth });
        expect(asJson.statusCode).toBe(415);
      });

      it('answers a failure on our side with 500, a correlation id and no detail; the log has the detail under the same id', async () => {
        const r = await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/download/test.BrokenDownload', payload: {} });
        expect(r.statusCode).toBe(500);
        const body = r.json();
        expect(body).toMatchObject({ success: false, errors: [{ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }] });
        expect(r.body).not.toContain('hunter2');
        expect(r.body).not.toMatch(/at .*\.ts:\d+/);
        expect(r.headers['content-security-policy']).toContain("default-src 'self'");
        expect(r.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        const line = s.log().split('\n').find((l) => l.includes(body.correlationId) && l.includes('request failed'));
        expect(line).toContain('hunter2');
      });
    });

    describe('headers, logs and the other routes', () => {
      it('sends the security headers on an action, a 404 and the version', async () => {
        for (const response of [
          await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/auth.ValidateSession', payload: {} }),
          await s.app.inject({ method: 'GET', url: '/api/nothing-here' }),
          await s.app.inject({ method: 'GET', url: '/version' }),
        ]) {
          expect(response.headers['content-security-policy']).toContain("object-src 'none'");
          expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
          expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
          expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['referrer-policy']).toBe('no-referrer');
          expect(response.headers['x-powered-by']).toBeUndefined();
          expect(response.headers.server).toBeUndefined();
        }
      });

      it('never logs a PIN or a token', async () => {
        await s.call('login.otp.RequestOtp', { cellNumber: CUSTOMER });
        const pin = s.lastPin(CUSTOMER)!;
        const verified = await s.call('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
        const userToken = verified.body.result.matchedAccounts[0].userToken;
        const token = (await s.call('login.otp.SelectAccount', { userToken })).body.result.accessToken;
        await s.call('account.GetAccount', {}, token);
        await s.app.inject({ method: 'GET', url: `/dashboard?token=${token}`, headers: { accept: 'text/html' } });
        const log = s.log();
        expect(log).toContain('"url":"/dashboard"');
        expect(holdsPin(log, pin!)).toBe(false);
        expect(log).not.toContain(token);
        expect(log).not.toContain(userToken);
      });

      it('takes client error reports with url, accountCode and message, and refuses anything else', async () => {
        const ok = await s.app.inject({ method: 'POST', url: '/api/logger', payload: { url: '/dashboard', accountCode: 'CUS1001', message: 'boom' } });
        expect(ok.statusCode).toBe(200);
        const bad = await s.app.inject({ method: 'POST', url: '/api/logger', payload: { url: '/x', message: 'y', extra: 1 } });
        expect(bad.statusCode).toBe(400);
        const big = await s.app.inject({ method: 'POST', url: '/api/logger', payload: { url: '/x', message: 'y'.repeat(9000) } });
        expect(big.statusCode).toBe(413);
        expect(s.log()).toContain('"message":"boom"');
      });

      it('masks tokens and PINs quoted in client error reports, and limits reports to 30 a minute per address', async () => {
        const token = await s.signIn(CUSTOMER);
        const report = (ip: string, message: string) =>
          s.app.inject({ method: 'POST', url: '/api/logger', payload: { url: `/dashboard?token=${token}`, accountCode: 'CUS1001', message }, remoteAddress: ip });
        expect((await report('10.9.9.1', `Failed to verify pin: 123456 with ${token}`)).statusCode).toBe(200);
        expect(s.log()).not.toContain(token);
        expect(s.log()).not.toContain('123456');
        for (let i = 0; i < 30; i++) expect((await report('10.9.9.2', `error ${i}`)).statusCode).toBe(200);
        const limited = await report('10.9.9.2', 'one too many');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
        expect((await report('10.9.9.3', 'another address')).statusCode).toBe(200);
      });

      it('keeps the demo SMS outbox, oldest first', async () => {
        const r = await s.app.inject({ method: 'GET', url: '/api/dev/outbox' });
        const outbox = r.json() as { to: string; text: string; sentAt: string }[];
        expect(outbox.length).toBeGreaterThan(0);
        expect(outbox[0]).toEqual({ to: expect.any(String), text: expect.stringMatching(/\d{6}/), sentAt: expect.any(String) });
        const times = outbox.map((m) => m.sentAt);
        expect([...times].sort()).toEqual(times);
      });

      it('answers unknown API addresses with a JSON 404, even for a browser asking for a page', async () => {
        const r = await s.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
        expect(r.statusCode).toBe(404);
        expect(r.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND' }] });
      });

      it('serves the instance config and the version', async () => {
        const config = (await s.app.inject({ method: 'GET', url: '/instance-config.json' })).json();
        expect(config.theme.primaryColour).toBe('#420A38');
        expect((await s.app.inject({ method: 'GET', url: '/version' })).json()).toEqual({ version: expect.any(String) });
      });
    });
  });
}

export { startTestServer };
