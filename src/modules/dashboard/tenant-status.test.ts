import { tenantStatus } from './tenant-status'

describe('tenantStatus', () => {
  const today = '2026-11-01'
  it.each([
    [{ attivo: false, dataScadenza: '2030-12-31' }, 'disattivato'],
    [{ attivo: true, dataScadenza: '2026-06-30' }, 'scaduto'],
    [{ attivo: true, dataScadenza: '2026-10-31' }, 'scaduto'],
    [{ attivo: true, dataScadenza: '2026-11-01' }, 'inScadenza'],
    [{ attivo: true, dataScadenza: '2026-12-31' }, 'inScadenza'],
    [{ attivo: true, dataScadenza: '2027-01-01' }, 'attivo'],
    [{ attivo: true, dataScadenza: null }, 'attivo'],
  ])('%o -> %s', (tenant, expected) => {
    expect(tenantStatus(tenant, today)).toBe(expected)
  })
})
