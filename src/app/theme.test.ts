import { theme } from 'antd'
import { themeConfig } from './theme'

/** WCAG's relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('the themes', () => {
  // The loading text of a screen still loading ("Caricamento in corso…") is drawn in the Spin's
  // colorPrimary over the page and the cards: axe asks 4.5:1 for text of that size.
  it.each(['light', 'dark'] as const)(
    'the %s theme draws a spinner text readable on the page and on a card',
    (mode) => {
      const config = themeConfig(mode)
      const token = theme.getDesignToken(config)
      const spin =
        (config.components?.Spin?.colorPrimary as string | undefined) ?? token.colorPrimary
      for (const background of [token.colorBgLayout, token.colorBgContainer, token.colorBgElevated])
        expect(contrast(spin, background)).toBeGreaterThanOrEqual(4.5)
    },
  )
})
