/**
 * The drag and drop ids of the builder, "kind:id": what is dragged (a row of a group, an exercise
 * of the construction panel) and where it can go (a group's rows, a group's tab).
 */
export const dettaglioDragId = (id: number) => `dettaglio:${id}`
/** A block of rows (superserie, circuito), by its first row. */
export const bloccoDragId = (primaRigaId: number) => `blocco:${primaRigaId}`
export const esercizioDragId = (id: number) => `esercizio:${id}`
export const listaId = (gruppoId: number) => `lista:${gruppoId}`
export const tabId = (gruppoId: number) => `tab:${gruppoId}`
/** The construction panel's list: a source only. */
export const PANNELLO_ID = 'pannello'

/** "kind:id" -> [kind, id]. */
export const parseDragId = (id: string): [string, number] => {
  const [kind = '', value = ''] = id.split(':')
  return [kind, Number(value)]
}
