import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const NO_INNER_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server text is rendered as text: no dangerouslySetInnerHTML.',
}

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
      'src/api/schema.gen.ts',
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
      'no-restricted-syntax': [
        'error',
        NO_INNER_HTML,
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
      ],
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
)
