import { holdsPin } from './support/pin-in-text';

describe('holdsPin, the log checks of the PIN tests', () => {
  it('finds a PIN written as a value, in a sentence or in a query', () => {
    expect(holdsPin('{"pin":"850000"}', '850000')).toBe(true);
    expect(holdsPin('Failed to verify pin: 850000 with', '850000')).toBe(true);
    expect(holdsPin('/api?pin=850000&x=1', '850000')).toBe(true);
  });

  it('passes over the same digits inside request ids, times and hashes', () => {
    expect(holdsPin('"reqId":"9a3e8500-00af-4850000c-8a9b-0ab850000123"', '850000')).toBe(false);
    expect(holdsPin('"time":1796198500004,"responseTime":0.850000123', '850000')).toBe(false);
    expect(holdsPin('a3f8500001bc', '850000')).toBe(false);
  });
});
