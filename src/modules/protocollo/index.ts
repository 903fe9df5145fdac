/**
 * The protocol module's public entry beyond its calls (api.ts): the dialog that gives a protocol
 * to a client as a programme, opened from the protocol and from the client's sheets; a protocol's
 * state tags, on the protocol and in the library's list.
 */
export { AssegnaProtocolloDialog } from './AssegnaProtocolloDialog'
export { ProtocolloTags } from './ProtocolloTags'
