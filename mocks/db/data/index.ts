/**
 * Static Italian source lists of the demo seed, by area. Pure data: the random choices are made in
 * seed/, the demo scenarios are in scenari/.
 */
export * from './riferimenti'
export * from './persone'
export * from './esercizi'
export * from './programmi'
export * from './gdpr'
