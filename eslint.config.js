// Lint rules: typescript-eslint's type-aware recommended set plus React hooks rules.
// The architecture rule (core/ imports no React, shell or plugins) is enforced here too,
// so a violation fails `npm test`, not only the before-stop hook.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** The protocol/ folder each plugin that owns one side of a wire format may import. */
const PROTOCOL_OF_PLUGIN = { email: 'protocol/frame', socials: 'protocol/frame' }

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
            {
              group: ['**/server/**'],
              message: 'frame/ speaks to the auth service through protocol/auth/, never server/.',
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
  ...[1, 2, 3, 4].flatMap((depth) => {
    const message =
      'A plugin imports the kit through its public entries only (portico, portico/plugin, portico/ui, portico/react, portico/testing), never another plugin.'
    const files = (plugin) => [`plugins/${plugin}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`]
    return [
      {
        files: [...files('*'), `tests/third-party-plugin/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [{ group: [`${'../'.repeat(depth)}*`], message }] },
          ],
        },
      },
      // A plugin that owns the kit's side of a wire format imports that format from protocol/
      // as well (the e-mail plugin: the frame's messages), and nothing else outside its folder.
      ...Object.entries(PROTOCOL_OF_PLUGIN).map(([plugin, folder]) => ({
        files: files(plugin),
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `^(\\.\\./){${depth}}(?!\\.\\./${folder}/[\\w.-]+$)`,
                  message: `${message} Of protocol/, it imports ${folder}/ only.`,
                },
              ],
            },
          ],
        },
      })),
    ]
  }),
  // wagmi and @tanstack/react-query are optional peer dependencies of portico/wagmi: only that
  // entry's files (and the demo's wagmi page, its suites) import them, so a host without wagmi
  // never loads them. typescript-eslint's rule, so it adds to the no-restricted-imports of the
  // folders above rather than replacing it.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'wagmi.ts',
      'wagmi/**',
      'demo/host/wagmi/**',
      'tests/e2e/wagmi*.ts',
      'tests/package/wagmi-host/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(wagmi|@wagmi/[^/]+|@tanstack/react-query|portico/wagmi)(/.*)?$',
              message:
                'wagmi is an optional peer dependency: only portico/wagmi (wagmi.ts, wagmi/), its demo page and its suites import it.',
            },
          ],
        },
      ],
    },
  },
  // portico/wagmi reaches the modal as a host does, through the public entries (portico, and
  // portico/testing in its suites), never a path inside the kit.
  {
    files: ['wagmi/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message: 'portico/wagmi imports the kit through its public entries only.',
            },
          ],
        },
      ],
    },
  },
  // protocol/: the wire formats both sides of a boundary import (the frame's messages: the
  // e-mail plugin and frame/; the auth service's HTTP contract: frame/ and server/). It imports
  // zod, viem for the messages both sides sign, and its own files; nothing of the kit. The
  // frame's messages are kit code too (the e-mail plugin bundles them), so they never import
  // the service contract, whose zod formats would join the host page's zod chunk.
  {
    files: ['protocol/frame/**/*.ts'],
    ignores: ['protocol/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\./)',
              message: 'protocol/frame/ imports zod/mini and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['protocol/auth/**/*.ts'],
    ignores: ['protocol/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|viem$|\\./)',
              message: 'protocol/auth/ imports zod/mini, viem and its own files only.',
            },
          ],
        },
      ],
    },
  },
  // The frame app and the auth service meet only through protocol/auth (the frame's own rule,
  // above, keeps server/ out of frame/).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/frame/**', '**/shell/**', '**/plugins/**'],
              message: 'server/ speaks to the frame through protocol/auth/, never frame/.',
            },
          ],
        },
      ],
    },
  },
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
      'protocol/frame/**/*.ts',
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
