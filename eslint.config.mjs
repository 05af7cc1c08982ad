// One flat config for the whole workspace. Module boundaries run on two tag
// axes: scope (schema ← engine ← sim ← cli/studio; content depends on nothing)
// and type (libraries never import apps or tools).
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/generated', '**/.nx', 'test-output', '**/vite.config.ts.timestamp-*'],
  },
  {
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Shared test and bench infrastructure every project may use: the Vitest config, and the
          // bench runner's statistics (so every bench computes medians the same way).
          allow: ['^../../vitest.shared.ts$', '^../vitest.shared.ts$', '^../../../tools/bench/stats.ts$'],
          depConstraints: [
            { sourceTag: 'scope:schema', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:engine', onlyDependOnLibsWithTags: ['scope:schema'] },
            { sourceTag: 'scope:sim', onlyDependOnLibsWithTags: ['scope:schema', 'scope:engine'] },
            { sourceTag: 'scope:print', onlyDependOnLibsWithTags: ['scope:schema'] },
            {
              sourceTag: 'scope:cli',
              onlyDependOnLibsWithTags: ['scope:schema', 'scope:engine', 'scope:sim', 'scope:print'],
            },
            {
              sourceTag: 'scope:studio',
              onlyDependOnLibsWithTags: ['scope:schema', 'scope:engine', 'scope:sim', 'scope:print'],
            },
            { sourceTag: 'scope:registry', onlyDependOnLibsWithTags: ['scope:schema', 'scope:engine'] },
            { sourceTag: 'scope:playtest', onlyDependOnLibsWithTags: ['scope:schema', 'scope:engine', 'scope:sim'] },
            { sourceTag: 'scope:content', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: ['scope:schema', 'scope:engine', 'scope:sim', 'scope:print', 'scope:cli'],
            },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib', 'type:app'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine is deterministic: randomness comes from the RNG in the state, time never.
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' },
        { object: 'Date', property: 'now', message: 'The engine never reads the clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine never reads the clock.' },
      ],
    },
  },
  prettier,
];
