// The boundaries of the workspace, kept by `pnpm lint`: which package may import which, and no import cycle made of
// value imports. The TypeScript rules are typescript-eslint's recommended set without type information (the whole
// program's types would cost minutes on a 2-core CI machine; `pnpm typecheck` already checks the types).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const root = dirname(fileURLToPath(import.meta.url));
const folders = (parent) => readdirSync(join(root, parent), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);

const remotes = folders('remotes');
const hostFeatures = folders('host/src/features');
/**
 * The modules of a host feature that the other features may import: the session, the instance's settings, the area
 * loading and a few constants every page needs. Everything else of a feature (its components above all) is its own,
 * and features are put together in host/src/app/. The list is what the host shares today; it should shrink as these
 * modules move out of features/ into a home of their own.
 */
const hostFeatureOffers = {
  account: ['./api/get-account.ts'],
  auth: ['./use-session.ts', './next-url.ts'],
  commerce: ['./service-page.ts'],
  instance: ['./instance-config.ts'],
  layout: ['./ensure-style.ts', './focus-main-heading.ts'],
  login: ['./offer-device-key.ts', './login-schemas.ts'],
  passkeys: ['./passkey-client.ts', './device-registered.ts'],
  remotes: ['./area-navigation.ts', './load-area.ts', './kept-areas.ts', './preload-areas.ts', './components/area-error-boundary.tsx'],
  session: ['./end-session.ts', './session-holder.ts', './version-check.ts', './install-error-reporting.ts'],
  'switch-account': ['./account-notice.ts', './api/get-auth-for-account.ts'],
};
const frontEnd = ['./host', './remotes', './shared/ui', './examples'];

/** The zones of import-x/no-restricted-paths: each says that files in `target` never import from `from`. */
const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./remotes/${remote}`,
    from: ['./host', ...remotes.filter((other) => other !== remote).map((other) => `./remotes/${other}`)],
    message: 'A remote never imports the host or another remote: what they share lives in shared/ or config/.',
  })),
  ...hostFeatures.flatMap((feature) => hostFeatures.filter((other) => other !== feature).map((other) => ({
    target: `./host/src/features/${feature}`,
    from: `./host/src/features/${other}`,
    except: hostFeatureOffers[other] ?? [],
    message: 'Host features do not import each other: they meet in host/src/app/ (or the module joins hostFeatureOffers in eslint.config.mjs).',
  }))),
  {
    target: './shared',
    from: ['./host', './remotes', './server'],
    message: 'shared/ is imported by the packages, never the other way round.',
  },
  {
    target: './server/src/db',
    from: './server/src',
    except: ['./db', './paths.ts'],
    message: 'db/ imports nothing above it (but the paths of the repository): seeds and actions import the tables, not the other way round.',
  },
  {
    target: './server',
    from: frontEnd,
    message: 'The server never imports front-end packages.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/coverage/**', 'release/**', 'data/**', 'test-results/**',
      'playwright-report/**', 'e2e/.artifacts/**', '.dist-served/**', '**/*.d.cts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Deliberate: inputs and logs are checked for control characters by matching them.
      'no-control-regex': 'off',
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests and declarations of untyped modules may take answers as `any`; jest.mock factories require().
    files: ['**/tests/**', '**/__tests__/**', 'e2e/**', '**/*.d.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures that use no other fixture take an empty pattern: `async ({}, use) => …`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    // A CommonJS file may name its `require('node:crypto')` crypto, like the global it stands for.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
