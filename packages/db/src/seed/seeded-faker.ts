import { Faker, base, en, en_IN } from '@faker-js/faker';

/**
 * A private faker instance seeded for reproducible demo data. The shared `fakerEN_IN` instance is
 * not reseeded, so a seed run inside the API process cannot change anyone else's randomness.
 */
export function createSeededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(seed);
  return faker;
}
