// @ts-check
import js from '@eslint/js';
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

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
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
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
