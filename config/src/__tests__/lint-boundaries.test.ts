import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface Fixture {
  /** Where the fixture would live (it is linted as text, never written). */
  file: string;
  code: string;
}
interface Finding {
  file: string;
  rules: string[];
  messages: string[];
}

/**
 * Lints each fixture with the repository's eslint.config.mjs through ESLint's Node API, in a child process: ESLint
 * loads its flat config as an ES module, which jest's module system does not.
 */
function lint(fixtures: Fixture[]): Finding[] {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const findings = [];
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      findings.push({ file, rules: result.messages.map((m) => m.ruleId), messages: result.messages.map((m) => m.message) });
    }
    process.stdout.write(JSON.stringify(findings));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as Finding[];
}

const importing = (file: string, from: string): Fixture => ({ file, code: `import * as other from '${from}';\nexport const kept = other;\n` });

describe('the import boundaries pnpm lint keeps', () => {
  let findings: Finding[];
  beforeAll(() => {
    findings = lint([
      importing('remotes/account/src/boundary-fixture.ts', '../../../host/src/features/auth/use-session'),
      importing('remotes/account/src/boundary-fixture-2.ts', '../../billing/src/routes'),
      importing('host/src/features/dashboard/boundary-fixture.ts', '../login/components/login-page'),
      importing('host/src/features/dashboard/boundary-fixture-2.ts', '../auth/use-session'),
      importing('host/src/app/boundary-fixture.ts', '../features/login/components/login-page'),
      importing('shared/contract/src/boundary-fixture.ts', '../../../server/src/clock'),
      importing('server/src/boundary-fixture.ts', '../../shared/ui/src/index'),
      importing('server/src/boundary-fixture-2.ts', '@portal/ui'),
      importing('server/src/db/boundary-fixture.ts', '../demo/seed'),
      importing('remotes/account/src/boundary-fixture-3.ts', '@portal/ui'),
      // schema.ts gathers core-schema.ts's tables: a value import of it back is a cycle, a type-only one is not.
      { file: 'server/src/db/core-schema.ts', code: "import { payments } from './schema';\nexport const paid = payments;\n" },
      { file: 'server/src/db/product-schema.ts', code: "import type { payments } from './schema';\nexport type Paid = typeof payments;\n" },
    ]);
  }, 180_000);
  const of = (file: string) => findings.find((finding) => finding.file === file)!;

  it('refuses a remote that imports the host', () => {
    expect(of('remotes/account/src/boundary-fixture.ts').rules).toEqual(['import-x/no-restricted-paths']);
    expect(of('remotes/account/src/boundary-fixture.ts').messages[0]).toContain('A remote never imports the host or another remote');
  });

  it('refuses a remote that imports another remote', () => {
    expect(of('remotes/account/src/boundary-fixture-2.ts').rules).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a host feature that imports the inside of another feature, but not what that feature offers', () => {
    expect(of('host/src/features/dashboard/boundary-fixture.ts').messages[0]).toContain('Host features do not import each other');
    expect(of('host/src/features/dashboard/boundary-fixture-2.ts').rules).toEqual([]);
  });

  it('lets host/src/app put features together', () => {
    expect(of('host/src/app/boundary-fixture.ts').rules).toEqual([]);
  });

  it('refuses shared/ importing the server, the server importing the front end, and db/ importing the seeds', () => {
    expect(of('shared/contract/src/boundary-fixture.ts').messages[0]).toContain('shared/ is imported by the packages');
    expect(of('server/src/boundary-fixture.ts').messages[0]).toContain('The server never imports front-end packages');
    expect(of('server/src/boundary-fixture-2.ts').messages[0]).toContain('The server never imports front-end packages');
    expect(of('server/src/db/boundary-fixture.ts').messages[0]).toContain('db/ imports nothing above it');
  });

  it('refuses an import cycle made of value imports, but not one closed by a type-only import', () => {
    expect(of('server/src/db/core-schema.ts').rules).toEqual(['import-x/no-cycle']);
    expect(of('server/src/db/product-schema.ts').rules).toEqual([]);
  });

  it('lets a remote import the shared packages', () => {
    expect(of('remotes/account/src/boundary-fixture-3.ts').rules).toEqual([]);
  });
});
