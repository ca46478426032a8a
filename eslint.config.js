// Lint for every workspace: TypeScript's type-aware rules, React's rules of hooks, and valtio's rules for
// proxies and snapshots (a snapshot read where state must be written, a proxy read in render).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import valtio from 'eslint-plugin-valtio';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'artifacts/**', '.scratch/**', 'web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Unused parameters and destructured fields left out on purpose start with _.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Routes call services only: a write that skipped its service would skip its domain event (and so the
    // audit trail, the live consoles and the deliveries). A feature's index.ts and its service plugins
    // (`servicePlugin(...)`) compose its services and may hand them the store.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/modules/**/index.ts', 'server/src/modules/**/*service.ts', 'server/src/modules/**/*-service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='app'][property.name='store']:not(CallExpression[callee.name='servicePlugin'] MemberExpression)",
          message: 'Routes call services only: read or write through the feature service on app.services.',
        },
        {
          selector: "VariableDeclarator[init.name='app'] > ObjectPattern > Property[key.name='store']",
          message: 'Routes call services only: read or write through the feature service on app.services.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['web/src/**/*.tsx', 'web/src/**/*.ts'], ...valtio.configs['flat/recommended'] },
);
