import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSettings, SettingsError } from '../src/settings';

const ROOT = '/srv/portal';
const PRODUCTION = {
  PORTAL_MODE: 'production',
  PUBLIC_ORIGIN: 'https://portal.example.com',
  JWT_SECRET: 'f3a9c1e07b5d24688e1f0a3c9b7d5e2a41c6f8093e7b2d5a6c1f4e8b0a9d3c72',
  DATA_ENCRYPTION_KEY: '9c4e1a7f3b0d852e6a1c9f4b7d3e0a58c2f6b9d14e7a3c0f8b5d2e96a1c4f7b3',
  SMS_ADAPTER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/send',
};
const token = () => randomBytes(32).toString('hex');

function problemsOf(env: Record<string, string>) {
  try {
    parseSettings(env, ROOT);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error('The settings were accepted');
}

describe('BACKOFFICE_TOKEN and BACKOFFICE_REQUESTS_PER_MINUTE', () => {
  it('is off without a token, and takes one or several tokens, comma separated', () => {
    expect(parseSettings({}, ROOT)).toMatchObject({ backofficeTokens: [], backofficeRequestsPerMinute: 600 });
    const [one, two] = [token(), token()];
    expect(parseSettings({ BACKOFFICE_TOKEN: one }, ROOT).backofficeTokens).toEqual([one]);
    expect(parseSettings({ BACKOFFICE_TOKEN: `${one}, ${two}`, BACKOFFICE_REQUESTS_PER_MINUTE: '30' }, ROOT)).toMatchObject({ backofficeTokens: [one, two], backofficeRequestsPerMinute: 30 });
    expect(parseSettings({ ...PRODUCTION, BACKOFFICE_TOKEN: `${one},${two}` }, ROOT).backofficeTokens).toEqual([one, two]);
  });

  it('refuses short tokens, spaces, a token twice and a bad rate, never repeating the token', () => {
    const short = 'abc123';
    const problems = problemsOf({ BACKOFFICE_TOKEN: `${token()},${short}`, BACKOFFICE_REQUESTS_PER_MINUTE: '0' });
    expect(problems).toEqual([
      "BACKOFFICE_TOKEN's token 2 must be at least 32 characters without spaces (tokens are separated by commas). Make one with `openssl rand -hex 32`.",
      'BACKOFFICE_REQUESTS_PER_MINUTE="0": use a whole number from 1 to 1000000.',
    ]);
    expect(problemsOf({ BACKOFFICE_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })[0]).toMatch(/^BACKOFFICE_TOKEN must be at least 32 characters without spaces/);
    const twice = token();
    expect(problemsOf({ BACKOFFICE_TOKEN: `${twice},${twice}` })).toEqual(['BACKOFFICE_TOKEN lists the same token twice.']);
    expect(problemsOf({ BACKOFFICE_TOKEN: short }).join('\n')).not.toContain(short);
  });

  it('takes a predictable token in the demo only: production needs random ones', () => {
    const predictable = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(parseSettings({ BACKOFFICE_TOKEN: predictable }, ROOT).backofficeTokens).toEqual([predictable]);
    const problems = problemsOf({ ...PRODUCTION, BACKOFFICE_TOKEN: `${token()},${predictable}` });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^BACKOFFICE_TOKEN's token 2 is too predictable for production/);
    expect(problems[0]).not.toContain(predictable);
  });

  it('reads the tokens from BACKOFFICE_TOKEN_FILE, and refuses both forms at once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-settings-'));
    try {
      const file = path.join(dir, 'backoffice_token');
      const [one, two] = [token(), token()];
      writeFileSync(file, `${one},${two}\n`);
      expect(parseSettings({ BACKOFFICE_TOKEN_FILE: file }, ROOT).backofficeTokens).toEqual([one, two]);
      expect(problemsOf({ BACKOFFICE_TOKEN_FILE: file, BACKOFFICE_TOKEN: one })).toEqual(['BACKOFFICE_TOKEN and BACKOFFICE_TOKEN_FILE are both set: keep one of them.']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
