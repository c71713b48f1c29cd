import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The renderer never imports the editor (ARCHITECTURE §2).
    files: ['renderer/**', 'blocks/**', 'schemas/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/editor/**', '**/editor'], message: 'The renderer and blocks never import the editor.' }] }],
    },
  },
  {
    // Render parts are what the visitor's bundle holds: props schemas reach them as types only.
    files: ['blocks/render-registry.ts', 'blocks/*/render.ts', 'blocks/_shared/cards/card-render.ts', 'blocks/_shared/class/class-render.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/schema', '**/card-schema', '**/schema-parts', '**/index'], allowTypeImports: true, message: 'A render part imports block schemas and definitions as types only.' }],
      }],
    },
  },
);
