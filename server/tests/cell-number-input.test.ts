import { startTestServer, type TestServer } from './support/test-server';

/** spec §5 cellnumber at the server: the layouts people type are one number; what stays invalid keeps the spec message. */
describe('cell numbers as people type them, at sign-in', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('sends the PIN for +27 82 123 4567 to 0821234567, and signs in with the number written another way', async () => {
    const requested = await s.call('login.otp.RequestOtp', { cellNumber: '+27 82 123 4567' });
    expect(requested.status).toBe(200);
    const pin = s.lastPin('0821234567');
    expect(pin).toMatch(/^\d{6}$/);
    const verified = await s.call('login.otp.VerifyOtp', { cellNumber: '082-123-4567', pin });
    expect(verified.status).toBe(200);
    expect(verified.body.result.matchedAccounts.map((a: { accountCode: string }) => a.accountCode)).toContain('CUS1001');
  });

  it.each(['082-123-456', '+44 20 7946 0958', '0821234567'.repeat(5)])('refuses "%s" with the spec message, naming the field', async (cellNumber) => {
    const r = await s.call('login.otp.RequestOtp', { cellNumber });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field: 'cellNumber', message: 'cellNumber: Please enter a valid phone number.' });
  });

  it.each(['', '   '])('asks for an empty number "%s" instead of calling it invalid', async (cellNumber) => {
    const r = await s.call('login.otp.RequestOtp', { cellNumber });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([expect.objectContaining({ field: 'cellNumber', message: 'cellNumber: Please enter your cell number.' })]);
  });
});
