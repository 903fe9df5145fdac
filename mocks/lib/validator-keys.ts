/**
 * What mocks/lib/validation.ts and scripts/gen-validators.ts agree on: the id the contract is
 * known by inside Ajv, and the schema that wraps a parameter so that Ajv can coerce it in place.
 */
export const CONTRACT_ID = 'contract.json'

/** `{ value: <the parameter's schema> }`: Ajv coerces a value in place only through a parent. */
export const wrapperSchema = (pointer: string): object => ({
  type: 'object',
  properties: { value: { $ref: `${CONTRACT_ID}#${pointer}` } },
})
