// Lint, including the import boundaries of ../shared/design.md:
// shared (components, copy, lib, testing) → features → app/routes; a feature never imports another feature;
// only lib/http touches the SDK runtime; no raw fetch and no hand-built /api URL in the app;
// only mocks/ and testing/ import the SDK's mocks; screens and components write no Polish text inline, refresh no
// query themselves (a feature's api.ts does) and take their inputs' limits from the contract.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sdkRuntime = {
  group: ['@portal/sdk/runtime', '@portal/sdk/runtime/*'],
  message: 'Only src/lib/http wires the SDK runtime.',
  allowTypeImports: true,
};
const sdkMocks = {
  group: ['@portal/sdk/mocks', '@portal/sdk/mocks/*', '@portal/sdk/faker', '@portal/sdk/faker/*'],
  message: 'Only src/mocks and src/testing use the generated mocks.',
};
const sdkInternals = {
  group: ['**/generated/**', '@portal/sdk/src/*'],
  message: 'Import the SDK by its package name, @portal/sdk.',
};

// No raw fetch and no hand-built /api URL anywhere in the app.
const noRawApiCalls = [
  {
    selector: "MemberExpression[object.name='window'][property.name='fetch']",
    message: 'Call the API through the generated hooks.',
  },
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message: 'No hand-built /api URL: use the generated hooks.',
  },
];
// Screens, shared components and the shell say nothing in Polish themselves: their texts live in a texts.ts beside
// them (features/<feature>/texts.ts, components/texts.ts, components/<area>/texts.ts), spec-owned labels in copy/.
const inlineText = 'Put the text in the texts.ts of this feature or component (spec-owned labels: src/copy).';
const textAttributes = 'label|title|placeholder|description|aria-label|error|message|alt|nothingFoundMessage';
const noInlineTexts = [
  'JSXText[value=/\\p{L}/u]',
  `JSXAttribute[name.name=/^(${textAttributes})$/] > Literal[value=/\\p{L}/u]`,
  'Literal[value=/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/], TemplateElement[value.raw=/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/]',
].map((selector) => ({ selector, message: inlineText }));

// Design.md habit 13: a feature's mutations, and what each refreshes, live in its api.ts; screens, components and
// hooks elsewhere call those, and never refresh queries themselves.
const noHandRefresh = [
  {
    selector: 'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries)$/]',
    message: "Refresh through the feature's api.ts: a refreshing(...) mutation, or refreshKeys there.",
  },
  {
    selector: "CallExpression[callee.name='useMutation']",
    message: "Mutations live in the feature's api.ts (refreshing(useGenerated…, staleKeys)).",
  },
];
// The generated mutation hooks (orval writes get<Op>MutationOptions beside each use<Op>): only a feature's api.ts
// imports them, wrapped in refreshing(...), so every change refreshes what it makes stale.
const generatedTags = readdirSync('generated/src', { withFileTypes: true }).filter(
  (entry) => entry.isDirectory() && entry.name !== 'model',
);
const mutationHooks = generatedTags.flatMap(({ name }) =>
  [
    ...readFileSync(`generated/src/${name}/${name}.ts`, 'utf8').matchAll(/^export const get(\w+)MutationOptions\b/gm),
  ].map(([, operation]) => `use${operation}`),
);
const noBareMutations = {
  name: '@portal/sdk',
  importNames: mutationHooks,
  message: "Use the feature's api.ts mutation (refreshing(useGenerated…, staleKeys)).",
};
// An input's limits are the contract's: the generated constants of @portal/sdk/limits/<tag>.
const noLiteralLimits = [
  {
    selector: 'JSXAttribute[name.name=/^(maxLength|minLength)$/] Literal[raw=/^["\'`]?[0-9]/]',
    message: 'Take the limit from @portal/sdk/limits/<tag> (e.g. createSettlementBodyNotesMax), not a number.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'src/mocks/mockServiceWorker.js',
      'generated/src',
      'generated/schema.d.ts',
      'src/app/route-tree.gen.ts',
      'node_modules',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // the pages' own scripts (public/*.js), served as they are
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: ['src/app', 'src/routes'] },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'mocks', pattern: 'src/mocks' },
        { type: 'testing', pattern: 'src/testing' },
        { type: 'shared', pattern: ['src/components', 'src/copy', 'src/lib'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'mocks'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'shared' } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'mocks' } },
              allow: { to: { element: { types: { anyOf: ['mocks', 'shared'] } } } },
            },
            {
              from: { element: { type: 'testing' } },
              allow: { to: { element: { types: { anyOf: ['testing', 'shared', 'mocks', 'app', 'feature'] } } } },
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sdkRuntime, sdkMocks, sdkInternals] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the generated hooks.' }],
      'no-restricted-syntax': ['error', ...noRawApiCalls],
    },
  },
  {
    // Flat config replaces a rule's options, so each block below repeats the selectors of the ones it overlaps
    // (the /api guard above all); tests are let off at the end.
    files: ['src/features/**/*.ts', 'src/components/**/*.ts'],
    ignores: ['**/api.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noRawApiCalls, ...noHandRefresh] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [noBareMutations], patterns: [sdkRuntime, sdkMocks, sdkInternals] },
      ],
    },
  },
  {
    files: ['src/features/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...noRawApiCalls, ...noInlineTexts, ...noHandRefresh, ...noLiteralLimits],
    },
  },
  {
    files: ['src/app/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...noRawApiCalls, ...noInlineTexts] },
  },
  {
    // A route's loader imports its feature's API module when it runs (`import('…/api').then(…)`): imported
    // statically, that module and the generated hooks behind it would be first-page code, like the route tree.
    files: ['src/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            sdkRuntime,
            sdkMocks,
            sdkInternals,
            {
              group: ['**/features/*/api', '@portal/sdk'],
              allowTypeImports: true,
              message: "Import the feature's API module inside the loader: loader: (…) => import('…/api').then(…).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/http/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sdkMocks, sdkInternals] }] },
  },
  {
    files: ['src/mocks/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sdkRuntime, sdkInternals] }] },
  },
  {
    // the test harness configures the SDK itself, to call the demo API as a chosen person
    files: ['src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sdkInternals] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-restricted-imports': 'off',
      'boundaries/dependencies': 'off',
    },
  },
);
