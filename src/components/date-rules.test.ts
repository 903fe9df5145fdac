import dayjs from 'dayjs'
import type { FormInstance, RuleObject } from 'antd/es/form'
import { dataFineRule } from './date-rules'

/** The rule's check for an end date, with the form's start date. */
function check(inizio: string | null, fine: string | null): Promise<void> {
  const form = { getFieldValue: () => (inizio ? dayjs(inizio) : null) } as unknown as FormInstance
  const rule = (dataFineRule as (form: FormInstance) => RuleObject)(form)
  return rule.validator!(rule, fine ? dayjs(fine) : null, () => undefined) as Promise<void>
}

describe("a sheet's end date", () => {
  it('may be empty, the same day as the start or later', async () => {
    await expect(check('2026-11-02', null)).resolves.toBeUndefined()
    await expect(check('2026-11-02', '2026-11-02')).resolves.toBeUndefined()
    await expect(check('2026-11-02', '2026-12-31')).resolves.toBeUndefined()
    await expect(check(null, '2026-01-01')).resolves.toBeUndefined()
  })

  it('may not precede the start', async () => {
    await expect(check('2026-11-02', '2026-11-01')).rejects.toThrow(
      'La data di fine non può precedere la data di inizio',
    )
  })
})
