import nx from '@nx/eslint-plugin';

/**
 * Module boundaries that really block: a service never imports another service or the gateway,
 * the web imports only the shared contracts, and the contracts import nothing of ours.
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

const boundaryOptions = (constraints) => ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: constraints }];

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
    files: ['**/*spec.ts', '**/*spec.tsx', '**/test/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaryOptions(testDepConstraints) },
  },
];
