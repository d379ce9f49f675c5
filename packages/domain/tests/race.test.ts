import { raceForNationality } from '../src/race';

describe('raceForNationality', () => {
  it('keeps the race of a South African', () => {
    expect(raceForNationality('South Africa', 'Coloured')).toBe('Coloured');
    expect(raceForNationality('South Africa', undefined)).toBe('');
  });

  it.each(['Zimbabwe', '', null, undefined])('records nationality %p as Foreign National', (country) => {
    expect(raceForNationality(country, 'African')).toBe('Foreign National');
  });
});
