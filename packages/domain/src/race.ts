import { FOREIGN_NATIONAL, SOUTH_AFRICA } from './constants.js';

// Race is asked only of South Africans; everyone else is recorded as a foreign national.
export function raceForNationality(country: string | null | undefined, race: string | null | undefined): string {
  if (country !== SOUTH_AFRICA) return FOREIGN_NATIONAL;
  return race ?? '';
}
