// Lint rules: typescript-eslint's type-aware recommended set plus React hooks rules.
// The architecture rule (core/ imports no React, shell or plugins) is enforced here too,
// so a violation fails `npm test`, not only the before-stop hook.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    // docs/api is TypeDoc's output (npm run docs), git-ignored like the builds.
    ignores: [
      'dist/**',
      'node_modules/**',
      'bench/.out/**',
      'demo/.out/**',
      'coverage/**',
      'docs/api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-redux',
                '@reduxjs/toolkit/query/react',
              ],
              message: 'core/ is framework-free.',
            },
            {
              group: ['**/shell/**', '**/plugins/**', '**/registry'],
              message: 'core/ imports nothing of shell/, plugins/ or registry.',
            },
          ],
        },
      ],
    },
  },
  // The wallet frame is a page of its own (frame/build.mjs) that holds keys: it takes the kit's
  // framework-free code (core/, the wire formats of protocol/) and nothing of React, the
  // shell, the plugins or the kit's entries, which would bring React and the modal into it.
  // core/ is React-free by the rule above, so what the frame reaches through it is too.
  {
    files: ['frame/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-redux'],
              message: 'The wallet frame is built without React.',
            },
            {
              group: ['portico', 'portico/*', '**/shell/**', '**/plugins/**', '**/registry'],
              message:
                "The wallet frame imports core/ and the wire formats (protocol/), never the kit's entries, shell or plugins.",
            },
          ],
        },
      ],
    },
  },
  // A plugin, built-in or third-party, imports only what a third party has: the public
  // entries (portico, portico/plugin, portico/ui, portico/react, portico/testing), its own
  // files and its own dependencies; what it needs from the kit becomes public API first
  // (DESIGN §2). A relative import may not leave the plugin's folder, however deep the file.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [
      `plugins/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`,
      `tests/third-party-plugin/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [`${'../'.repeat(depth)}*`],
              message:
                'A plugin imports the kit through its public entries only (portico, portico/plugin, portico/ui, portico/react, portico/testing), never another plugin.',
            },
          ],
        },
      ],
    },
  })),
  // The bundler keeps zod in one chunk, and that chunk is part of the host page's first
  // download (host options are parsed at createModal): a zod function used anywhere in the kit,
  // even in a lazy plugin, adds its classes to every host page. Kit code keeps to the set the
  // host page already needs; formats, bounds and literals are refinements or z.enum.
  {
    files: [
      'core/**/*.{ts,tsx}',
      'shell/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx}',
      'testing/**/*.{ts,tsx}',
      'index.ts',
      'plugin.ts',
      'ui.ts',
      'react.ts',
      'registry.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='z'][property.name!=/^(object|looseObject|string|number|boolean|array|union|optional|nullish|unknown|custom|enum|refine|minLength)$/]",
          message:
            "Kit code uses only z.object, looseObject, string, number, boolean, array, union, optional, nullish, unknown, custom, enum, refine and minLength: any other zod function adds its classes to the zod chunk, part of the host page's first download. Use z.enum([x]) for a literal and z.refine for formats and bounds.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
      },
    },
  },
)
