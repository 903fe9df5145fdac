import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const NO_INNER_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server text is rendered as text: no dangerouslySetInnerHTML.',
}

/** No English reaches the user, screen readers included (antd's own names for its controls). */
const JSX_NAMES = [
  {
    selector:
      'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
    message:
      'antd icons name themselves in English ("team", "plus"): aria-hidden when decorative, else an Italian aria-label.',
  },
  {
    selector:
      "JSXAttribute[name.name='allowClear']:matches(:not([value.type='JSXExpressionContainer']), [value.expression.value=true])",
    message:
      'antd names its clear button "Clear" or "close-circle": allowClear={clearable} (src/components/clearable.tsx).',
  },
  {
    selector:
      "JSXOpeningElement[name.name='InputNumber']:not(:has(JSXAttribute[name.name='controls']))",
    message:
      'antd names the step buttons "Increase Value" and "Decrease Value": controls={false} (the arrow keys still step).',
  },
]

/**
 * Links by route name (ARCHITECTURE.md rule 9): the app's paths are written once, in
 * src/config/paths.ts. Elsewhere in src/ a literal that starts with one of them (`'/clienti'`,
 * `/librerie/schede/${id}`) fails, and so does any literal path handed to navigate(), da() or a
 * `to` (the bare '/' included): a link is `href(name, params)`. The first segments are read from
 * the paths file, so a new route is guarded from its first line.
 */
const PATHS_FILE = 'src/config/paths.ts'
const appSegments = [
  ...new Set(
    [...readFileSync(join(import.meta.dirname, PATHS_FILE), 'utf8').matchAll(/: '\/([\w-]+)/g)].map(
      (match) => match[1],
    ),
  ),
]
const APP_PATH = `/^\\/(${appSegments.join('|')})([\\/?#]|$)/`
const LINK_MESSAGE = `An app path is written once, in ${PATHS_FILE}: use href(name, params).`
/** Where a link's target goes: navigate(), da() (the way back), a `to` prop or property. */
const LINK_TARGET =
  ":matches(CallExpression[callee.name=/^(navigate|da)$/], JSXAttribute[name.name='to'], Property[key.name='to'])"
/** Any path ('/' included) not already caught as an app path. */
const OTHER_PATH = (field) => `[${field}=/^\\//]:not([${field}=${APP_PATH}])`
const NO_LITERAL_PATHS = [
  { selector: `Literal[value=${APP_PATH}]`, message: LINK_MESSAGE },
  { selector: `TemplateElement:first-child[value.cooked=${APP_PATH}]`, message: LINK_MESSAGE },
  {
    selector: `${LINK_TARGET} :matches(Literal${OTHER_PATH('value')}, TemplateElement:first-child${OTHER_PATH('value.cooked')})`,
    message: LINK_MESSAGE,
  },
]

/**
 * The layers of src/ (ARCHITECTURE.md): a file may import its own layer or a lower one,
 * components/config/i18n -> api -> features -> modules -> app, with `app/hooks` (the typed Redux
 * hooks and RootState) the one exception every layer may use. Between modules only another
 * module's `api`, `types` or `index` (its public entry) may be imported.
 */
const LAYERS = [['components', 'config', 'i18n'], ['api'], ['features'], ['modules'], ['app']]
const layerZones = LAYERS.slice(0, -1).flatMap((layer, rank) =>
  layer.map((target) => ({
    target: `./src/${target}`,
    from: LAYERS.slice(rank + 1, -1)
      .flat()
      .map((higher) => `./src/${higher}`),
    message: `${target}/ sits below the layers it would import (ARCHITECTURE.md, "Rules").`,
  })),
)
const appHooksZones = LAYERS.slice(0, -1)
  .flat()
  .map((target) => ({
    target: `./src/${target}`,
    from: './src/app',
    except: ['./hooks.ts'],
    message: `Only app/hooks is open to ${target}/ (ARCHITECTURE.md, "Rules").`,
  }))
const moduleNames = readdirSync(join(import.meta.dirname, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const moduleZones = moduleNames.map((name) => ({
  target: `./src/modules/${name}`,
  from: './src/modules',
  except: [
    `./${name}`,
    ...moduleNames.flatMap((other) => [
      `./${other}/api.ts`,
      `./${other}/types.ts`,
      `./${other}/index.ts`,
    ]),
  ],
  message:
    'Another module is used through its api.ts, types.ts or index.ts only (ARCHITECTURE.md).',
}))

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'src/api/*.gen.ts',
      'mocks/validators/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_INNER_HTML],
    },
  },
  {
    // No English reaches the user, screen readers included (the e2e scan of accessible names
    // checks the screens too).
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', NO_INNER_HTML, ...JSX_NAMES],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mocks/*', '**/mocks/*'],
              message: 'Only main.tsx, tests and Storybook import mocks/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers (ARCHITECTURE.md, "Rules"; cycles: scripts/check-cycles.ts); tests, stories and the
    // test harness may reach anywhere to set a scene up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones.filter((zone) => zone.from.length > 0),
            ...appHooksZones,
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    // Links by route name: no literal app path outside the paths file (tests and stories state the
    // URL a user sees).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [PATHS_FILE, 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': ['error', NO_INNER_HTML, ...JSX_NAMES, ...NO_LITERAL_PATHS],
    },
  },
)
