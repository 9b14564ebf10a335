import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseInstanceConfig } from '@portal/config';
import { appPageHtml } from '../src/http/app-page';
import { findRepoRoot } from '../src/paths';

const defaults = JSON.parse(readFileSync(path.join(findRepoRoot(), 'config', 'instances', 'default.json'), 'utf8'));
// The built index.html is minified like this: attributes without quotes.
const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Customer Portal</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('the app’s page (any address the host shows)', () => {
  it('carries the instance config for the bootstrap, and the brand in the title', () => {
    const config = parseInstanceConfig({ ...defaults, brandName: 'Fibre Portal' });
    const html = appPageHtml(template, config);
    expect(html).toContain('<title>Fibre Portal</title>');
    const json = html.match(/<script type="application\/json" id="portal-instance-config">(.*?)<\/script><div id=root><\/div>/)?.[1];
    expect(JSON.parse(json!)).toEqual(config);
  });

  it('escapes the brand in the title, and nothing in the config can close its script element', () => {
    const config = parseInstanceConfig({ ...defaults, brandName: '</title><script>alert(1)</script>' });
    const html = appPageHtml(template, config);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
