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
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    '^react-pdf$': '<rootDir>/src/test/react-pdf-stub.tsx',
    '\\.(css|less)$': '<rootDir>/src/test/style-stub.ts',
  },
  globals: { __API_BASE_URL__: '', __USE_MOCKS__: true, __QA__: false },
  setupFiles: ['<rootDir>/src/test/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testTimeout: 20000,
}

export default config
