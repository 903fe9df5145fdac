/** Business constants of SPEC section 9. One place; everything else imports from here. */
export const FRONTEND_REVISION = 'v1.0.27'
export const DEFAULT_PAGE_SIZE = 10
/** Page size that asks for every row (the "Tutti" option). */
export const PAGE_SIZE_ALL = -1
export const PICTURE_MAX_BYTES = 5244928
/** The profile picture formats the app and the server take: JPG, PNG, GIF, WEBP. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const TOAST_ERROR_MS = 2500
export const TOAST_SUCCESS_MS = 2000
/** A toast with an action ("Annulla" after a deletion) stays long enough to use it. */
export const TOAST_ACTION_MS = 6000
export const DATE_FORMAT = 'DD/MM/YYYY'
export const ISO_DATE = 'YYYY-MM-DD'
export const PANEL_SIZE_MIN = 170
export const PANEL_SIZE_MAX = 340
export const PANEL_SIZE_STEP = 170
export const DEFAULT_THEME = 'dark' as const
export const FLAG_MACCHINA = 'M'
export const NOME_SCHEDA_PERSONALIZZATA = 'Personalizzata'
export const MENU_WIDTH_EXPANDED = 180
export const MENU_WIDTH_COLLAPSED = 60
export const HELP_POPUP_WIDTH = 562
export const HELP_POPUP_HEIGHT = 698
export const PERSIST_DEPTH = 3
/** The key of the persisted state (redux-persist), shared by the tabs of one browser. */
export const PERSIST_KEY = 'fitlab-backoffice'
/** Where redux-persist keeps it in localStorage. */
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`
export const SCHEDA_GRUPPO_STRETCHING = 'Stretching'
