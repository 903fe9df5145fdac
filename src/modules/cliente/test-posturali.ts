/**
 * Closed postural evaluation tests. The contract has no call for test results, so a closed test is
 * kept among the client's caratteristiche as the pair
 * { nome: 'Test: <test>', valore: '<dd/MM/yyyy> · <esito> · <note>' } (note left out when empty).
 */
import dayjs, { type Dayjs } from 'dayjs'
import { DATE_FORMAT } from '@/config/constants'

export const TEST_PREFIX = 'Test: '
const SEPARATOR = ' · '

export interface TestChiuso {
  test: string
  data: Dayjs
  esito: string
  note: string
}

/** 'dd/MM/yyyy' -> the day (invalid when the text is not such a date). */
function parseItalianDate(text: string): Dayjs {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  const day = match ? dayjs(`${match[3]}-${match[2]}-${match[1]}`) : dayjs(null)
  return day.isValid() && day.format(DATE_FORMAT) === text.trim() ? day : dayjs(null)
}

export const isTestPair = (pair: { nome: string }): boolean => pair.nome.startsWith(TEST_PREFIX)

export function toTestPair(test: TestChiuso): { nome: string; valore: string } {
  const parts = [test.data.format(DATE_FORMAT), test.esito]
  const note = test.note.trim()
  if (note) parts.push(note)
  return { nome: `${TEST_PREFIX}${test.test}`, valore: parts.join(SEPARATOR) }
}

/** A stored pair read back; the date is invalid when the text was edited by hand. */
export function fromTestPair(pair: { nome: string; valore: string }): TestChiuso {
  const [data = '', esito = '', ...note] = pair.valore.split(SEPARATOR)
  return {
    test: pair.nome.slice(TEST_PREFIX.length),
    data: parseItalianDate(data),
    esito,
    note: note.join(SEPARATOR),
  }
}

/** The closed tests of a client, the latest first. */
export function testChiusi(caratteristiche: readonly { nome: string; valore: string }[] = []) {
  return caratteristiche
    .filter(isTestPair)
    .map(fromTestPair)
    .sort(
      (a, b) =>
        (b.data.isValid() ? b.data.valueOf() : 0) - (a.data.isValid() ? a.data.valueOf() : 0),
    )
}
