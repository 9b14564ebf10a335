import { checksumInArrivalOrder, checksumOf, INITIATE_FIELDS, parseForm, RESULT_FIELDS, sameChecksum, signed } from '../src/adapters/paygate/payweb3';
import { parsePaygateUrl, parseSettings } from '../src/settings';

/**
 * The PayWeb3 checksums over the documented field orders, with the vectors of PayGate's documentation
 * (docs.paygate.co.za, "Security and Checksum Validation" and "Notify URL Response"; test account 10011072130, key
 * "secret"). The documentation's page hides the e-mail address of its initiate example; the checksum it prints is
 * the one of customer@paygate.co.za.
 */

const KEY = 'secret';
const INITIATE = {
  PAYGATE_ID: '10011072130',
  REFERENCE: 'pgtest_123456789',
  AMOUNT: '3299',
  CURRENCY: 'ZAR',
  RETURN_URL: 'https://my.return.url/page',
  TRANSACTION_DATE: '2018-01-01 12:00:00',
  LOCALE: 'en-za',
  COUNTRY: 'ZAF',
  EMAIL: 'customer@paygate.co.za',
};
const NOTIFY =
  'PAYGATE_ID=10011072130&PAY_REQUEST_ID=23B785AE-C96C-32AF-4879-D2C9363DB6E8&REFERENCE=pgtest_123456789&TRANSACTION_STATUS=1&RESULT_CODE=990017&AUTH_CODE=5T8A0Z&CURRENCY=ZAR&AMOUNT=3299&RESULT_DESC=Auth+Done&TRANSACTION_ID=78705178&RISK_INDICATOR=AX&PAY_METHOD=CC&PAY_METHOD_DETAIL=Visa&CHECKSUM=f57ccf051307d8d0a0743b31ea379aa1';

describe('PayWeb3 checksums (the documentation\'s vectors)', () => {
  it('initiate: the mandatory fields in order, then the key', () => {
    expect(checksumOf(INITIATE, INITIATE_FIELDS, KEY)).toBe('59229d9c6cb336ae4bd287c87e6f0220');
  });

  it('initiate with optional fields: NOTIFY_URL and USER1 take their documented places', () => {
    const fields = { ...INITIATE, NOTIFY_URL: 'https://my.notify.url/page', USER1: 'UserField' };
    expect(checksumOf(fields, INITIATE_FIELDS, KEY)).toBe('a7e87c0c9070b79c1b163b8c3262068b');
    // Posted in the documented order, CHECKSUM last, whatever order the object had.
    const body = signed(Object.fromEntries(Object.entries(fields).reverse()), INITIATE_FIELDS, KEY);
    expect(body.map(([name]) => name)).toEqual(['PAYGATE_ID', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'RETURN_URL', 'TRANSACTION_DATE', 'LOCALE', 'COUNTRY', 'EMAIL', 'NOTIFY_URL', 'USER1', 'CHECKSUM']);
  });

  it('notify: every field in the order it came, then the key', () => {
    const entries = parseForm(NOTIFY);
    const fields = Object.fromEntries(entries);
    expect(checksumInArrivalOrder(entries, KEY)).toBe('f57ccf051307d8d0a0743b31ea379aa1');
    expect(checksumOf(fields, RESULT_FIELDS, KEY)).toBe(fields.CHECKSUM);
    expect(sameChecksum(fields.CHECKSUM, checksumInArrivalOrder(entries, KEY))).toBe(true);
    expect(sameChecksum(fields.CHECKSUM, checksumInArrivalOrder(entries, 'not-the-key'))).toBe(false);
  });

  it('compares only well-formed checksums, case-insensitively', () => {
    const expected = 'f57ccf051307d8d0a0743b31ea379aa1';
    expect(sameChecksum(expected.toUpperCase(), expected)).toBe(true);
    expect(sameChecksum(undefined, expected)).toBe(false);
    expect(sameChecksum('', expected)).toBe(false);
    expect(sameChecksum(`${expected}0`, expected)).toBe(false);
    expect(sameChecksum('zz7ccf051307d8d0a0743b31ea379aa1', expected)).toBe(false);
  });
});

describe('PayGate settings', () => {
  const parse = (env: Record<string, string>) => parseSettings(env, '/portal');
  const problems = (env: Record<string, string>) => {
    try {
      parse(env);
    } catch (error) {
      return (error as { problems: string[] }).problems;
    }
    throw new Error('accepted');
  };
  const PRODUCTION = {
    PORTAL_MODE: 'production',
    PUBLIC_ORIGIN: 'https://portal.example.com',
    JWT_SECRET: 'f3a9c1e07b5d24688e1f0a3c9b7d5e2a41c6f8093e7b2d5a6c1f4e8b0a9d3c72',
    DATA_ENCRYPTION_KEY: '9b2e7d4a1c8f3e6b0a5d2c9f4e7b1a8d3c6f0e9b2a5d8c1f4e7a0b3d6c9f2e5a',
    SMS_ADAPTER: 'http',
    SMS_HTTP_URL: 'https://sms.example.com/send',
  };

  it('demo: PAYMENT_GATEWAY=paygate runs against the simulator at the portal\'s own origin with the test account', () => {
    expect(parse({ PAYMENT_GATEWAY: 'paygate', PUBLIC_ORIGIN: 'https://demo.example.com', SMS_ADAPTER: 'demo' }).paygate).toEqual({
      paygateId: '10011072130',
      secret: 'secret',
      baseUrl: 'https://demo.example.com/gateway-sim/payweb3',
    });
    expect(parse({}).paygate).toBeUndefined();
  });

  it('production starts with PayGate (default PayGate\'s address) and refuses it without its id and key', () => {
    const settings = parse({ ...PRODUCTION, PAYMENT_GATEWAY: 'paygate', PAYGATE_ID: '20000012345', PAYGATE_SECRET: 'k3y-from-the-portal' });
    expect(settings.paygate).toEqual({ paygateId: '20000012345', secret: 'k3y-from-the-portal', baseUrl: 'https://secure.paygate.co.za/payweb3' });
    expect(problems({ ...PRODUCTION, PAYMENT_GATEWAY: 'paygate' })).toContain(
      'PAYGATE_ID and PAYGATE_SECRET are required with PAYMENT_GATEWAY=paygate in production: set them (or PAYGATE_SECRET_FILE) to the PayGate ID and the PayWeb3 encryption key from the Merchant Access Portal.',
    );
    expect(problems({ ...PRODUCTION, PAYMENT_GATEWAY: 'paygate', PAYGATE_ID: '10011072130', PAYGATE_SECRET: 'secret' }).join('\n')).toContain("PayGate's public test account");
    expect(problems({ ...PRODUCTION, PAYMENT_GATEWAY: 'simulator' }).join('\n')).toContain('PAYMENT_GATEWAY=simulator is not allowed in production');
  });

  it('refuses contradictions and unusable addresses, never echoing the key', () => {
    expect(problems({ PAYMENT_GATEWAY: 'paygate', PAYMENT_ADAPTER: 'off' }).join('\n')).toContain('PAYMENT_GATEWAY=paygate while PAYMENT_ADAPTER=off');
    expect(problems({ PAYGATE_SECRET: 'abc' }).join('\n')).toContain('PAYMENT_GATEWAY is not paygate');
    expect(problems({ PAYMENT_GATEWAY: 'payfast' }).join('\n')).toContain('PAYMENT_GATEWAY="payfast"');
    expect(problems({ PAYMENT_GATEWAY: 'paygate', PAYGATE_ID: 'abc' }).join('\n')).toContain('PAYGATE_ID="abc"');
    const spaced = problems({ PAYMENT_GATEWAY: 'paygate', PAYGATE_SECRET: 'has a space' }).join('\n');
    expect(spaced).toContain('PAYGATE_SECRET must be');
    expect(spaced).not.toContain('has a space');
    expect(() => parsePaygateUrl('http://paygate.example.com/payweb3')).toThrow(/https/);
    expect(parsePaygateUrl('http://127.0.0.1:13111/payweb3/')).toBe('http://127.0.0.1:13111/payweb3');
  });
});
