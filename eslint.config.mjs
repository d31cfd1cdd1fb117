import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

/**
 * Module boundaries that really block (docs/style.md#layers): a service never imports another service or
 * the gateway, the web imports only the shared contracts, and the contracts import nothing of ours.
 */
export const depConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:shared'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:shared'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:shared'] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:lib', 'type:shared', 'type:tooling'] },
];

/** Tests may also use the test harness and the runner (type:tooling) to start real processes. */
const testDepConstraints = depConstraints.map((constraint) =>
  !['scope:shared', 'type:tooling'].includes(constraint.sourceTag)
    ? { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:tooling'] }
    : constraint,
);

/**
 * The web's layers (docs/style.md#layers, after bulletproof-react): a feature imports no other feature,
 * features never import the app layer, and the shared code (components, hooks, lib, config) imports neither.
 */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: compose them in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features never import the app layer.' },
  {
    target: ['./web/src/components', './web/src/hooks', './web/src/lib', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code imports no feature and no app code.',
  },
];

const boundaryOptions = (constraints) => [
  'error',
  { enforceBuildableLibDependency: false, allow: [], depConstraints: constraints },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': boundaryOptions(depConstraints),
      // Env classes need explicit types: class-transformer converts by the emitted design:type.
      '@typescript-eslint/no-inferrable-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }] },
  },
  {
    // The two classic hooks rules only (docs/style.md#react-hooks-and-accessibility): a hook called conditionally or
    // a stale dependency is a real bug. The plugin's recommended set (v7) also brings the React Compiler rules,
    // which this codebase does not target.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Accessibility of the markup we ship (labels, roles, keyboard access): the tests render that same markup.
    // docs/style.md#react-hooks-and-accessibility
    ...jsxA11y.flatConfigs.recommended,
    files: ['web/**/*.tsx'],
  },
  {
    // STYLE (docs/style.md#web-ui-components-only): a feature's controls come from web/src/components/ui, so a
    // button's type, a select's options and the pagination are written once and look the same everywhere.
    files: ['web/src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button']",
          message: 'Use Button, IconButton or Switch from components/ui (docs/style.md).',
        },
        {
          selector: "JSXOpeningElement[name.name='select']",
          message: 'Use Select or SelectField from components/ui (docs/style.md).',
        },
      ],
    },
  },
  {
    files: ['**/*spec.ts', '**/*spec.tsx', '**/test/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaryOptions(testDepConstraints) },
  },
];
