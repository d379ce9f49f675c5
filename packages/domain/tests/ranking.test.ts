import { NOT_YET_SCORED, RANKING_FILTERS, rubricScale, scoreBandOf, scoreBands } from '../src/ranking';

describe('the grid filters on scores', () => {
  it('are labelled as the filter bar shows them', () => {
    expect(RANKING_FILTERS.map((filter) => filter.label)).toEqual(['Reviewed by fewer than 2', 'Spread above 1.5']);
  });
});

describe('rubricScale', () => {
  it("runs from the lowest criterion's bottom to the highest one's top", () => {
    expect(
      rubricScale([
        { scale_min: 1, scale_max: 5 },
        { scale_min: 0, scale_max: 10 },
      ]),
    ).toEqual({ min: 0, max: 10 });
  });

  it('is 1 to 5, the starting rubric’s, for a year without a rubric', () => {
    expect(rubricScale([])).toEqual({ min: 1, max: 5 });
  });
});

describe('scoreBands and scoreBandOf', () => {
  const bands = scoreBands({ min: 1, max: 5 });

  it('cut the scale into half points', () => {
    expect(bands.map((band) => band.label)).toEqual(['1.0–1.5', '1.5–2.0', '2.0–2.5', '2.5–3.0', '3.0–3.5', '3.5–4.0', '4.0–4.5', '4.5–5.0']);
    expect(scoreBands({ min: 0, max: 10 })).toHaveLength(20);
  });

  it('put a score in the band it starts, and the top of the scale in the last band', () => {
    expect(scoreBandOf(1, bands)).toBe('1.0–1.5');
    expect(scoreBandOf(1.4999, bands)).toBe('1.0–1.5');
    expect(scoreBandOf(1.5, bands)).toBe('1.5–2.0');
    expect(scoreBandOf(3.25, bands)).toBe('3.0–3.5');
    expect(scoreBandOf(4.75, bands)).toBe('4.5–5.0');
    expect(scoreBandOf(5, bands)).toBe('4.5–5.0');
  });

  it('put a score outside the scale at its nearest end, and no score under "Not yet scored"', () => {
    expect(scoreBandOf(0.5, bands)).toBe('1.0–1.5');
    expect(scoreBandOf(7, bands)).toBe('4.5–5.0');
    expect(scoreBandOf(null, bands)).toBe(NOT_YET_SCORED);
    expect(NOT_YET_SCORED).toBe('Not yet scored');
  });
});
