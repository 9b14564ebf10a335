import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseInstanceConfig } from '@portal/config';
import { loginPageHtml } from '../src/http/login-page';
import { findRepoRoot } from '../src/paths';

const defaults = JSON.parse(readFileSync(path.join(findRepoRoot(), 'config', 'instances', 'default.json'), 'utf8'));
// The built index.html is minified like this: attributes without quotes.
const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=theme-color content=#420A38><title>Customer Portal</title><script defer src=/main.js></script></head><body><noscript>This portal needs JavaScript.</noscript><div id=root></div></body></html>';
const rendered = { markup: '<main>Sign in</main>', themeCss: ':root{--portal-theme-primary:#0B5394}' };

describe('the prerendered login page', () => {
  it('puts the markup in the root, the styles and the instance config in the head, and the brand in the title', () => {
    const config = parseInstanceConfig({ ...defaults, brandName: 'Fibre Portal', theme: { primaryColour: '#0B5394' } });
    const html = loginPageHtml(template, config, rendered);
    expect(html).toContain('<div id="root"><main>Sign in</main></div>');
    expect(html).toContain('<title>Sign in · Fibre Portal</title>');
    expect(html).toContain('<meta name="theme-color" content="#0B5394">');
    expect(html).toContain('<style id="portal-theme">:root{--portal-theme-primary:#0B5394}</style>');
    const json = html.match(/<script type="application\/json" id="portal-instance-config">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!)).toEqual(config);
    // The scripts still come before the styles' end of the head, deferred.
    expect(html.indexOf('<script defer src=/main.js>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes a brand name in the title, and nothing in the config can close its script element', () => {
    const config = parseInstanceConfig({ ...defaults, brandName: '</title><script>alert(1)</script>' });
    const html = loginPageHtml(template, config, rendered);
    expect(html).toContain('<title>Sign in · &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/title>\\u003cscript>alert(1)\\u003c/script>');
  });
});
