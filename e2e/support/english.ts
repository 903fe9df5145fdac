import { expect, test, type Page } from '@playwright/test'

/**
 * English that antd puts into accessible names (its controls' own labels). Case-sensitive, whole
 * words: the spec's own English labels (Dashboard, Tenants, Reset User Password, Logout, FAQ,
 * VIDEO TUTORIAL, Info) are not in it.
 */
const ANTD_ENGLISH =
  /\b(Clear|Select|Increase|Decrease|Value|Close|Search|Cancel|Previous|Next|Page|Expand|Collapse|Loading|Copy|Copied|Upload|Remove|Sort|ascend|descend)\b/

/**
 * Icon names that are also words of the Italian texts: "Torna alla dashboard" (the page-not-found
 * link) says the spec's "Dashboard" in lower case, not the name of antd's DashboardOutlined.
 */
const ITALIAN_WORDS = new Set(['dashboard'])

/** Roles whose children are presentational (ARIA 1.2): a screen reader reads only their name. */
const PRESENTATIONAL_CHILDREN = new Set([
  'button',
  'checkbox',
  'img',
  'menuitemcheckbox',
  'menuitemradio',
  'meter',
  'option',
  'progressbar',
  'radio',
  'scrollbar',
  'separator',
  'slider',
  'switch',
  'tab',
])

/**
 * The names and texts an assistive technology gets, from Playwright's aria snapshot: each entry's
 * quoted name and its text, leaving out what sits inside a role with presentational children.
 */
function spokenTexts(snapshot: string): string[] {
  const texts: string[] = []
  /** Indentation of the innermost role with presentational children around the current line. */
  let hiddenBelow: number | null = null
  for (const line of snapshot.split('\n')) {
    const indent = line.length - line.trimStart().length
    if (hiddenBelow !== null && indent > hiddenBelow) continue
    hiddenBelow = null
    const entry = line
      .trim()
      .replace(/^- /, '')
      .replace(/^'(.*)'(:?)$/, '$1$2')
    if (entry.startsWith('/')) continue // properties such as /url
    const role = /^[a-z]+/.exec(entry)?.[0] ?? ''
    for (const quoted of entry.matchAll(/"((?:[^"\\]|\\.)*)"/g)) texts.push(quoted[1] ?? '')
    const text = /^(?:[a-z]+(?: "(?:[^"\\]|\\.)*")?(?: \[[^\]]*\])*): (.+)$/.exec(entry)?.[1]
    if (text) texts.push(text)
    if (PRESENTATIONAL_CHILDREN.has(role)) hiddenBelow = indent
  }
  return texts
}

/**
 * Fails when English reaches a screen reader on the page as it is now: an antd icon's own name
 * ("team", "plus", "close-circle": every icon on the page is asked for its name) as a word of an
 * accessible name or text, or one of antd's English labels ("Clear", "Increase Value", "Select
 * all"...).
 */
export async function expectItalianNames(page: Page, screen: string): Promise<void> {
  // Each icon's own name, from its class (anticon-plus): the aria-label may already be the app's
  // Italian one ("rispettato" on a check-circle), which is not English.
  const iconNames = new Set(
    await page
      .locator('.anticon')
      .evaluateAll((icons) =>
        icons.flatMap((icon) =>
          [...icon.classList]
            .filter((name) => name.startsWith('anticon-') && name !== 'anticon-spin')
            .map((name) => name.slice('anticon-'.length)),
        ),
      ),
  )
  const isIconName = (word: string) =>
    /^[a-z]+(-[a-z]+)*$/.test(word) && iconNames.has(word) && !ITALIAN_WORDS.has(word)
  const snapshot = await page.locator('body').ariaSnapshot()
  const english = spokenTexts(snapshot).filter(
    (text) => ANTD_ENGLISH.test(text) || text.split(/\s+/).some(isIconName),
  )
  await test
    .info()
    .attach(`aria snapshot: ${screen}`, { body: snapshot, contentType: 'text/plain' })
  expect(english, `English read out by screen readers on ${screen}`).toEqual([])
}
