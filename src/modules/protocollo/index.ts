/**
 * The protocol module's public entry beyond its calls (api.ts): the dialog that gives a protocol
 * to a client as a programme, opened from the protocol and from the client's sheets.
 */
export { AssegnaProtocolloDialog } from './AssegnaProtocolloDialog'
