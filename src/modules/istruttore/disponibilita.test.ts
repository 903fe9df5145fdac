import {
  addSlot,
  overlaps,
  removeSlot,
  slotError,
  slotsByDay,
  sortSlots,
  type Disponibilita,
} from './disponibilita'

const slot = (giorno: Disponibilita['giorno'], oraInizio: string, oraFine: string) => ({
  giorno,
  oraInizio,
  oraFine,
})

describe('availability slots', () => {
  const start = [slot('martedi', '14:00', '18:00'), slot('lunedi', '09:00', '12:00')]

  it('adds a valid slot and keeps day then time order', () => {
    const result = addSlot(start, slot('lunedi', '07:00', '08:30'))
    expect(result).toEqual({
      ok: true,
      slots: [
        slot('lunedi', '07:00', '08:30'),
        slot('lunedi', '09:00', '12:00'),
        slot('martedi', '14:00', '18:00'),
      ],
    })
  })

  it('refuses an end time that is not after the start time', () => {
    expect(addSlot(start, slot('giovedi', '10:00', '10:00'))).toEqual({
      ok: false,
      error: 'ordine',
    })
    expect(addSlot(start, slot('giovedi', '11:00', '10:00'))).toEqual({
      ok: false,
      error: 'ordine',
    })
  })

  it('refuses a slot overlapping another of the same day', () => {
    expect(slotError(start, slot('lunedi', '11:00', '13:00'))).toBe('sovrapposta')
    expect(slotError(start, slot('lunedi', '08:00', '09:30'))).toBe('sovrapposta')
    expect(slotError(start, slot('lunedi', '10:00', '11:00'))).toBe('sovrapposta')
    expect(slotError(start, slot('lunedi', '08:00', '13:00'))).toBe('sovrapposta')
    expect(slotError(start, slot('lunedi', '09:00', '12:00'))).toBe('sovrapposta')
  })

  it('accepts touching slots and the same hours on another day', () => {
    expect(slotError(start, slot('lunedi', '12:00', '13:00'))).toBeNull()
    expect(slotError(start, slot('lunedi', '08:00', '09:00'))).toBeNull()
    expect(slotError(start, slot('mercoledi', '09:00', '12:00'))).toBeNull()
    expect(overlaps(slot('lunedi', '09:00', '12:00'), slot('martedi', '09:00', '12:00'))).toBe(
      false,
    )
  })

  it('asks for day, start and end', () => {
    expect(slotError(start, { giorno: 'lunedi', oraInizio: '09:00' })).toBe('incompleta')
    expect(slotError(start, { oraInizio: '09:00', oraFine: '10:00' })).toBe('incompleta')
    expect(slotError(start, slot('lunedi', '9', '10:00'))).toBe('incompleta')
  })

  it('removes only the slot matching day, start and end', () => {
    const slots = [
      slot('lunedi', '09:00', '12:00'),
      slot('lunedi', '14:00', '18:00'),
      slot('martedi', '09:00', '12:00'),
    ]
    expect(removeSlot(slots, slot('lunedi', '09:00', '12:00'))).toEqual([
      slot('lunedi', '14:00', '18:00'),
      slot('martedi', '09:00', '12:00'),
    ])
    // A partial match (same day and start, other end) removes nothing.
    expect(removeSlot(slots, slot('lunedi', '09:00', '11:00'))).toEqual(slots)
    expect(removeSlot(slots, slot('mercoledi', '09:00', '12:00'))).toEqual(slots)
  })

  it('orders by day of the week, Monday first, then by time', () => {
    const slots = [
      slot('domenica', '10:00', '11:00'),
      slot('lunedi', '15:00', '16:00'),
      slot('sabato', '08:00', '09:00'),
      slot('lunedi', '08:00', '09:00'),
      slot('mercoledi', '08:00', '09:00'),
    ]
    expect(sortSlots(slots).map((s) => `${s.giorno} ${s.oraInizio}`)).toEqual([
      'lunedi 08:00',
      'lunedi 15:00',
      'mercoledi 08:00',
      'sabato 08:00',
      'domenica 10:00',
    ])
    expect(slotsByDay(slots).map((g) => [g.giorno, g.slots.length])).toEqual([
      ['lunedi', 2],
      ['mercoledi', 1],
      ['sabato', 1],
      ['domenica', 1],
    ])
  })
})
