import { isTestEnvironment } from '../test-environment';

describe('test-environment banner rule (spec §9)', () => {
  it.each(['localhost', 'portal-dev.example.com', 'test.isp.example', '10.0.0.12', '127.0.0.1'])('shows on %s', (host) => {
    expect(isTestEnvironment(host)).toBe(true);
  });

  it.each(['portal.isp.example', 'my.provider.co.za'])('does not show on %s', (host) => {
    expect(isTestEnvironment(host)).toBe(false);
  });
});
