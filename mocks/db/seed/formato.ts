/** Dates and text as the seed writes them: ISO days and times, 'HH:mm', plain ASCII slugs. */
import { REFERENCE_DATE } from '../schema'

export const DAY_MS = 86_400_000
export const MINUTE_MS = 60_000
/** The reference date (midnight UTC) every seeded date is counted from. */
export const REF_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`)

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
export const isoDateTime = (ms: number): string => new Date(ms).toISOString()
export const pad2 = (n: number): string => String(n).padStart(2, '0')
/** 'HH:mm' of a number of half hours from midnight. */
export const halfHour = (h: number): string => `${pad2(Math.floor(h / 2))}:${h % 2 ? '30' : '00'}`
/** Plain lowercase ASCII letters (for e-mail addresses). */
export const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
/** Lowercase ASCII words joined by dashes (for file names). */
export const slugFile = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
