/**
 * The one Ajv set-up of the contract, shared by mocks/lib/validation.ts (run time, Node) and
 * scripts/gen-validators.ts (validators made ahead of time): JSON Schema 2020-12, every error,
 * the contract's formats, the contract added under CONTRACT_ID so that `#/components/...` refs
 * resolve, and the wrapper that lets Ajv coerce a parameter in place.
 */
import Ajv2020, { type Options } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { contract } from './contract'

export const CONTRACT_ID = 'contract.json'

export function createContractAjv(coerceTypes: boolean, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes,
    validateSchema: false,
    ...options,
  })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addFormat('byte', true)
  ajv.addFormat('password', true)
  ajv.addSchema(contract as object, CONTRACT_ID)
  return ajv
}

/** `{ value: <the parameter's schema> }`: Ajv coerces a value in place only through a parent. */
export const wrapperSchema = (pointer: string): object => ({
  type: 'object',
  properties: { value: { $ref: `${CONTRACT_ID}#${pointer}` } },
})
