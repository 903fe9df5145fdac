/**
 * The client module's public entry beyond its calls (api.ts): the client picker of the forms that
 * give something to a client (a new sheet, a protocol as a programme).
 */
export { ClienteSelect } from './ClienteSelect'
