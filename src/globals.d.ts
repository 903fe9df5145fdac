/** Absolute base URL of the API; empty string = same origin, served by the MSW fake backend. */
declare const __API_BASE_URL__: string
/** True when the app boots the in-browser fake backend (no base URL given at build time). */
declare const __USE_MOCKS__: boolean
/** True in a QA build (VITE_QA=1): every API answer is checked against the contract in the browser. */
declare const __QA__: boolean
