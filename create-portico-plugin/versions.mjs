// The versions a generated plugin project declares. The kit's package check installs exactly
// these beside the packed kit before it runs a generated plugin's suite, and
// generate.test.mjs holds them equal to the check's (tests/package/tarball.mjs) and to the
// kit's own package.json, so a generated project is what CI proved.

/** The kit's version range: a plugin is written against its public entries. */
const PORTICO = '^0.1.0'

/**
 * What the plugin's code imports beside the kit, in the ranges the kit itself accepts them:
 * the host installs one copy of each, which the kit and every plugin share.
 */
export const PEER_DEPENDENCIES = {
  portico: PORTICO,
  react: '^18.2 || ^19',
  '@reduxjs/toolkit': '^2.14.0',
  viem: '^2.57.0',
  zod: '^4.6.7',
}

/**
 * What the suite and the type check run on: a host's current React, Redux Toolkit, viem and
 * zod, the test tools `portico/testing` works with, and TypeScript.
 */
export const DEV_DEPENDENCIES = {
  portico: PORTICO,
  react: '^19',
  'react-dom': '^19',
  '@types/react': '^19',
  '@types/react-dom': '^19',
  '@reduxjs/toolkit': '^2',
  'react-redux': '^9',
  viem: '^2',
  zod: '^4',
  vitest: '4.1.12',
  msw: '^2.9.0',
  'happy-dom': '21.0.4',
  '@testing-library/dom': '^10.4.0',
  '@testing-library/react': '^16.3.0',
  '@testing-library/user-event': '^14.6.0',
  eslint: '10.15.0',
  '@eslint/js': '10.0.1',
  'typescript-eslint': '8.73.0',
  'eslint-plugin-react-hooks': '7.1.1',
  typescript: '6.0.3',
  '@types/node': '^20',
}

/** The Node.js versions the kit runs its tools on. */
export const NODE_ENGINES = '>=20.19'
