import type { Config } from 'jest'

const esmOnly = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  '@faker-js/faker',
  'jose',
  'idb-keyval',
]

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/mocks'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(tsx?|jsx?|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    '^redux-persist/es/(.*)$': 'redux-persist/lib/$1',
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    '^react-pdf$': '<rootDir>/src/test/react-pdf-stub.tsx',
    '\\.(css|less)$': '<rootDir>/src/test/style-stub.ts',
  },
  globals: { __API_BASE_URL__: '', __USE_MOCKS__: true, __QA__: false },
  setupFiles: ['<rootDir>/src/test/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // One limit for every test (no file sets its own). The longest tests (a client's whole detail
  // page, a sheet in the builder: load, edit, save) take 5-10 s alone on this 2-core machine, and
  // several times that when two workers share the cores with other work (over 60 s was seen at a
  // load average of 16): 120 s bounds a hung test without failing a busy machine. The waits inside
  // a test (findBy*, waitFor) have their own limit in src/test/setup.ts.
  testTimeout: 120_000,
}

export default config
