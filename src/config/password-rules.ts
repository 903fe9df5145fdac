/**
 * THE rule of a new password, one for the fake backend (auth_resetPassword,
 * utente_resetPasswordDaAdmin: 422 on `password`) and for the forms that show it as it is typed
 * (src/components/NewPasswordFields.tsx): 8 to 128 characters (the contract's bounds) and not a
 * common password. Common: one of the passwords people pick most (lists of leaked passwords,
 * Italian ones too), one of them followed by at most six digits or symbols ("Password2026",
 * "juventus!"), one character repeated ("00000000") or a run of the keyboard or the alphabet
 * ("12345678", "qwertyui", "abcdefgh"). Letter case never matters.
 */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** The most used passwords and words of passwords (lower case, no trailing digits). */
const COMMON = new Set([
  'password',
  'passw0rd',
  'passwort',
  'parola',
  'parolachiave',
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'zxcvbn',
  'letmein',
  'welcome',
  'benvenuto',
  'iloveyou',
  'tiamo',
  'tiamotanto',
  'amore',
  'amoremio',
  'ciao',
  'ciaociao',
  'admin',
  'administrator',
  'amministratore',
  'root',
  'user',
  'utente',
  'login',
  'accesso',
  'master',
  'secret',
  'segreto',
  'changeme',
  'cambiami',
  'default',
  'test',
  'prova',
  'guest',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'soccer',
  'calcio',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'starwars',
  'pokemon',
  'michael',
  'jennifer',
  'charlie',
  'freedom',
  'whatever',
  'computer',
  'internet',
  'juventus',
  'forzajuve',
  'milan',
  'forzamilan',
  'inter',
  'forzainter',
  'napoli',
  'forzanapoli',
  'roma',
  'forzaroma',
  'lazio',
  'fiorentina',
  'torino',
  'milano',
  'italia',
  'francesca',
  'giuseppe',
  'giovanni',
  'alessandro',
  'andrea',
  'marco',
  'giulia',
  'valentina',
  'chiara',
  'federica',
  'martina',
  'stella',
  'sole',
  'mare',
  'estate',
  'famiglia',
  'fitness',
  'fitlab',
  'palestra',
  'allenamento',
  'personaltrainer',
  'trainer',
  'istruttore',
  'cliente',
  'demo',
  'abc',
  'abcd',
  'aaa',
  'xxx',
])

/** Keyboard rows and alphabet/digit sequences a "run" password is cut from (both directions). */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiop',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm',
]

const isRun = (text: string): boolean =>
  RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text))

/** Whether `password` is one people pick most (see the module's comment). */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase()
  if (text.length === 0) return true
  if (/^(.)\1*$/u.test(text)) return true
  if (isRun(text)) return true
  if (COMMON.has(text)) return true
  // A common word followed by a few digits or symbols ("Password2026", "juventus!").
  const base = /^(.*?)[\d\W_]{1,6}$/u.exec(text)?.[1]
  return base !== undefined && (COMMON.has(base) || (base.length >= 4 && isRun(base)))
}

export type PasswordCheck = 'lunghezza' | 'nonComune'

/** Each rule of a new password and whether `password` keeps it, in the order they are shown. */
export function passwordChecks(password: string): Record<PasswordCheck, boolean> {
  return {
    lunghezza: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    nonComune: password.length > 0 && !isCommonPassword(password),
  }
}
