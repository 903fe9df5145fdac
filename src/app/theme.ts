import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd'
import { MENU_WIDTH_COLLAPSED } from '@/config/constants'

export type ThemeMode = 'light' | 'dark'

/** antd's preset colours (Tag color="green" and the like). */
const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const

/**
 * Preset tags write their text in palette step 7 on step 1: 3.4:1 for green and orange in the light
 * theme, 3.4:1 for purple and 4.2:1 for geekblue in the dark one. Step 8 of the same palette passes
 * 4.5:1 everywhere the app uses it (measured), so the text moves one step.
 */
const presetTextOneStep: MappingAlgorithm = (_seed, map) => {
  const palette = { ...map } as Record<string, unknown>
  for (const color of PRESET_COLORS) {
    palette[`${color}7`] = palette[`${color}8`]
    palette[`${color}-7`] = palette[`${color}-8`]
  }
  return palette as unknown as ReturnType<MappingAlgorithm>
}

/**
 * The left menu, tighter than antd's defaults so that "Reset User Password" fits in 180 px. A
 * component token, not a nested ConfigProvider: a nested theme would derive every token again.
 */
const MENU = {
  Menu: {
    fontSize: 13,
    itemMarginInline: 4,
    itemPaddingInline: 12,
    iconMarginInlineEnd: 8,
    collapsedWidth: MENU_WIDTH_COLLAPSED,
  },
}

/** White initials on the avatar: antd's placeholder grey gives 1.8:1 (light) and 3.3:1 (dark). */
const AVATAR = { Avatar: { colorTextPlaceholder: '#595959' } }

/**
 * Success and warning as text in the light theme (status tags, Typography type="success"): antd's
 * green and gold give 2.2:1 and 1.8:1 on white. Set per component, so that the light tag
 * backgrounds derived from the default seeds stay as they are.
 */
const LIGHT_STATUS_TEXT = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  // What antd's rules read for text (`.ant-typography-success` and the like): not derived from the
  // two above at component level, so set too (antd's 2.2:1 and 1.8:1 were still seen in Storybook).
  colorSuccessText: '#237804',
  colorWarningText: '#ad4e00',
}

/**
 * Both themes: antd's class names without a hash (one antd on the page), so the cache paths of the
 * CSS made ahead of time (src/app/antd.gen.css, scripts/gen-antd-css.tsx) are the same in
 * development and production.
 */
const SHARED: ThemeConfig = { hashed: false }

/**
 * antd's two themes with the colours that miss WCAG AA contrast (4.5:1 for text) replaced. Every
 * value was measured by axe-core on the app's screens (the Storybook check, both themes) and by
 * Lighthouse.
 *
 * Light: antd's blue #1677ff gives 4.1:1 with white and on white, its 45 % grey (descriptions,
 * statistic titles) 3.4:1, its placeholders 1.8:1, its red 3.3:1: darker ones here.
 * Dark: the primary blue #1668dc has 5.2:1 under white text but only 3.6:1 as text on #141414, so
 * text-like uses (links, active tabs, pagination) get a lighter blue; the dark red works neither as
 * text nor under white text, so error text gets a lighter red and solid danger buttons dark text.
 */
const light: ThemeConfig = {
  ...SHARED,
  algorithm: [theme.defaultAlgorithm, presetTextOneStep],
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: { ...MENU, ...AVATAR, Tag: LIGHT_STATUS_TEXT, Typography: LIGHT_STATUS_TEXT },
}

/** Text-strength blue on the dark backgrounds (#000, #141414, #1f1f1f): 6.2:1 on #141414. */
const DARK_TEXT_BLUE = '#4096ff'

const dark: ThemeConfig = {
  ...SHARED,
  algorithm: [theme.darkAlgorithm, presetTextOneStep],
  token: {
    colorLink: DARK_TEXT_BLUE,
    colorError: '#f5676a',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
  components: {
    ...MENU,
    ...AVATAR,
    Button: { dangerColor: '#000' },
    // colorLink is a seed in antd 6: the token above becomes step 6 of its dark palette, #3983dc,
    // 4.28:1 on the dialogs' and cards' #1f1f1f. Component tokens are used as given.
    Typography: { colorLink: DARK_TEXT_BLUE },
    // The same for colorError under the form fields (#d35b5d, 4.25:1 on #1f1f1f).
    Form: { colorError: '#f5676a' },
    Tabs: { itemSelectedColor: DARK_TEXT_BLUE, itemActiveColor: DARK_TEXT_BLUE },
    Pagination: { itemActiveColor: DARK_TEXT_BLUE },
    // A loading spinner's text ("Caricamento in corso…") is in colorPrimary: antd's #1668dc is
    // 3.77:1 on the dark page (axe in e2e, caught while a screen was still loading; theme.test.ts).
    Spin: { colorPrimary: DARK_TEXT_BLUE },
  },
}

export const themeConfig = (mode: ThemeMode): ThemeConfig => (mode === 'light' ? light : dark)
