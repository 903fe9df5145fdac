/**
 * The seed's random draws, all from one seeded Faker: no Math.random, so a seed number gives the
 * same sequence every time. Every draw moves the sequence on: the order of the draws is the data.
 */
import { Faker, base, it } from '@faker-js/faker'

export type Rng = ReturnType<typeof makeRng>

/** A random source seeded with `seed`, its dates counted from `refDate` (locale it). */
export function createRng(seed: number, refDate: string): Rng {
  const faker = new Faker({ locale: [it, base] })
  faker.seed(seed)
  faker.setDefaultRefDate(refDate)
  return makeRng(faker)
}

function makeRng(faker: Faker) {
  return {
    int: (min: number, max: number): number => faker.number.int({ min, max }),
    chance: (p: number): boolean => faker.number.float() < p,
    pick: <T>(items: readonly T[]): T => faker.helpers.arrayElement(items),
    some: <T>(items: readonly T[], min: number, max: number): T[] =>
      faker.helpers.arrayElements(items, {
        min: Math.min(min, items.length),
        max: Math.min(max, items.length),
      }),
    lastName: (): string => faker.person.lastName(),
  }
}
