/** An area of the dictionary, assembled by src/i18n/it.ts as `it.barraSuperiore`. */
export const barraSuperiore = {
  mioAccount: 'IL MIO ACCOUNT',
  logout: 'Logout',
  tema: 'Tema chiaro o scuro',
  temaChiaro: 'Passa al tema chiaro',
  temaScuro: 'Passa al tema scuro',
  tutorial: 'Tutorial e guide',
  info: 'Info',
  faq: 'FAQ',
  videoTutorial: 'VIDEO TUTORIAL',
  aiuto: 'Aiuto',
  account: 'Account',
} as const
