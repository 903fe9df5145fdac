import { useParams } from 'react-router-dom'

/** The `:id` of a detail route: `isNew` for its "new" path, else whether it is an id at all. */
export function useDetailId(nuovo = 'nuovo'): { isNew: boolean; id: number; valid: boolean } {
  const param = useParams().id
  const id = Number(param)
  return { isNew: param === nuovo, id, valid: Number.isInteger(id) && id > 0 }
}
