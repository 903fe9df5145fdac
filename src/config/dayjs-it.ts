/**
 * dayjs in Italian: Italian month and day names, weeks starting on Monday (SPEC section 9). Imported
 * by the app's layout (every page with dates is in it), Storybook and the tests: the login's first
 * load carries no dayjs.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/it'

dayjs.locale('it')
