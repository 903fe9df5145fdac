/**
 * The fake backend's database, its public entry: the schema (collections, keys, ids, the demo's
 * constants: schema.ts) and the demo seed (createDatabase: seed/, with the demo's scenarios in
 * scenari/ and its source lists in data/).
 */
export * from './schema'
export { createDatabase } from './seed'
