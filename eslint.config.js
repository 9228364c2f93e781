// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One module owns each of these libraries; everything else in the client goes through it.
 */
const owned = [
  { name: 'ky', owner: 'src/lib/http.ts' },
  { name: 'qs', owner: 'src/lib/query.ts' },
  { name: 'dexie', owner: 'src/lib/db.ts' },
];

const restrictedFor = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: owned
        .filter((o) => o.name !== allowed)
        .map((o) => ({ name: o.name, message: `Import ${o.name} only in ${o.owner}.` })),
      patterns: owned
        .filter((o) => o.name !== allowed)
        .map((o) => ({ group: [`${o.name}/*`], message: `Import ${o.name} only in ${o.owner}.` })),
    },
  ],
});

/**
 * One door per feature: a module in src/features/<name>/ imports another feature only through
 * its index.ts, never a module inside it, however the path is written ('../search/loader',
 * '../../features/search/loader'), statically, as a type or with import(). src/lib/ and
 * src/components/ sit below the features and import none of them. src/app/ is the composition
 * root and the one exception: the route table and the layout import loaders and lazy screens
 * from inside the features, because a feature's index imported statically by the entry would put
 * everything it exports into the shell chunk; nothing below it imports src/app (the route table's
 * paths and the address builders are in contract/routes/).
 *
 * One shared floor: contract/ holds what server and client both need (the API's shapes, the route
 * table and addresses, the locales, language links, labels and formats) and imports neither;
 * server/ imports nothing from src/ or sw/, and they nothing from server/.
 *
 * Storage at the bottom of the server: server/db (connections, migrations, the SQL that reads and
 * writes rows) imports nothing from the rest of server/; the layers above pass it what it needs
 * and use the row types it defines.
 *
 * The rule compares resolved paths (import-x/no-restricted-paths). Checked by
 * tests/unit/lint/boundaries.test.ts.
 */
const DOOR_MESSAGE =
  "Import another feature only through its index.ts (e.g. '../search'), not a module inside it.";
const BELOW_FEATURES_MESSAGE =
  'src/lib and src/components are below the features: they import none of them.';
const APP_MESSAGE =
  'src/app composes the features and imports them; nothing below it imports src/app ' +
  '(addresses are in contract/routes/).';

const FLOOR_MESSAGE =
  'contract/ is the floor server and client share: it imports neither src/, sw/ nor server/.';
const SERVER_MESSAGE =
  'The server imports nothing from the client (src/, sw/): what both need is in contract/.';
const CLIENT_MESSAGE = 'The client imports nothing from server/: what both need is in contract/.';
const STORAGE_MESSAGE =
  'server/db is storage: it imports nothing from the server above it; pass it values, or define ' +
  'the row types it needs in server/db.';

const features = readdirSync(path.join(import.meta.dirname, 'src', 'features'));

const boundaries = {
  files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.{ts,js}', 'contract/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...features.map((feature) => ({
            target: `src/features/!(${feature})/**`,
            from: `src/features/${feature}`,
            except: ['./index.ts'],
            message: DOOR_MESSAGE,
          })),
          {
            target: ['src/lib/**', 'src/components/**'],
            from: 'src/features',
            message: BELOW_FEATURES_MESSAGE,
          },
          {
            target: ['src/features/**', 'src/lib/**', 'src/components/**'],
            from: 'src/app',
            message: APP_MESSAGE,
          },
          { target: 'contract/**', from: ['src', 'sw', 'server'], message: FLOOR_MESSAGE },
          { target: 'server/**', from: ['src', 'sw'], message: SERVER_MESSAGE },
          { target: ['src/**', 'sw/**'], from: 'server', message: CLIENT_MESSAGE },
          {
            target: 'server/db/**',
            from: 'server',
            except: ['./db'],
            message: STORAGE_MESSAGE,
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-ssr',
      'dist-server',
      'dev-dist',
      '.data',
      'data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // query<Row>() names the row type the caller expects; that is its purpose.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules, ...restrictedFor(null) },
  },
  { files: ['src/lib/http.ts'], rules: restrictedFor('ky') },
  { files: ['src/lib/db.ts'], rules: restrictedFor('dexie') },
  { files: ['src/lib/query.ts'], rules: restrictedFor('qs') },
  boundaries,
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['server/**/*.{ts,js}', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
