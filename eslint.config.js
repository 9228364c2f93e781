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

/**
 * One door per feature (DESIGN: "an index.ts that is the only door other features use").
 * A module in src/features/<name>/ imports another feature only through its index.ts
 * ('../search', '../../tender'), never a module inside it, statically, as a type or with
 * import(). src/lib/ and src/components/ sit below the features and import none of them.
 * src/app/ is the composition root and is the one exception: the route table and the layout
 * import loaders and lazy screens from inside the features, because a feature's index imported
 * statically by the entry would put everything it exports into the shell chunk.
 * Checked by tests/unit/lint/feature-doors.test.ts.
 */
const DOOR_MESSAGE =
  "Import another feature only through its index.ts (e.g. '../search'), not a module inside it.";
const BELOW_FEATURES_MESSAGE =
  'src/lib and src/components are below the features: they import none of them.';

/** A relative path climbing `ups` folders, then into a feature's inner module (not its index). */
const featureInside = (ups) =>
  `^(?:\\.\\./){${ups}}(?:features/)?[^./][^/]*/(?!index(?:\\.tsx?)?$).+`;
/** The same for an esquery selector, whose regular expressions may not contain a slash. */
const featureInsideSelector = (ups) =>
  `^(\\.\\.\\x2F){${ups}}(features\\x2F)?[a-z][^\\x2F]*\\x2F(?!index(\\.tsx?)?$).+`;

/** Rules for a module `depth` folders below src/features/ (1: src/features/<name>/x.ts). */
const featureDoors = (depth) => ({
  files: [`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: featureInside(depth), message: DOOR_MESSAGE }] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression > Literal.source[value=/${featureInsideSelector(depth)}/]`,
        message: DOOR_MESSAGE,
      },
    ],
  },
});

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
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(featureDoors),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(?:^|/)features(?:/|$)', message: BELOW_FEATURES_MESSAGE }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal.source[value=/features/]',
          message: BELOW_FEATURES_MESSAGE,
        },
      ],
    },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['server/**/*.{ts,js}', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
