// The plugin's lint rules: the recommended JavaScript and TypeScript sets, React's hooks
// rules, and the boundary a plugin keeps. Its code reaches the kit through `portico`,
// `portico/plugin` and `portico/ui` only: `portico/testing` (test tools, msw) belongs in its
// tests, `portico/react` and `portico/server` are the host's, and nothing else of the package
// (its build files) is an interface that stays put between versions.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['portico/*', '!portico/plugin', '!portico/ui'],
              message:
                "A plugin's code imports the kit from portico, portico/plugin and portico/ui only (portico/testing in its tests).",
            },
          ],
        },
      ],
    },
  },
)
