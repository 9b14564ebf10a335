import { readFileSync } from 'node:fs';
import { ACTION_REFERENCE_FILE } from '../src/docs/action-reference-file';
import { renderActionReference } from '../src/docs/action-reference';

describe('docs/actions.md', () => {
  it('is what the catalogue and the server’s definitions say now (run pnpm --filter @portal/server docs:actions)', () => {
    expect(readFileSync(ACTION_REFERENCE_FILE, 'utf8')).toBe(renderActionReference());
  });

  it('names each action with its auth, and a sensitive action as fresh', () => {
    const reference = renderActionReference();
    expect(reference).toContain('### `commerce.PlaceOrder`\n\nAuth: fresh');
    expect(reference).toContain('### `login.otp.RequestOtp`\n\nAuth: public');
    expect(reference).toMatch(/### `services.GetService`\n\nAuth: session[^\n]*\n\nInput:\n\n\| Field \| Type \| Required \| Limits \|\n\|---\|---\|---\|---\|\n\| `serviceTag` \| string \| yes \| length 0–40 \|/);
  });
});
