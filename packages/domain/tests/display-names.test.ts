import { displayCourse, displayUniversity } from '../src/display-names';

describe('the university and course as every view shows them', () => {
  it.each([
    [{ university: 'University of Cape Town', uni: 'ignored' }, 'University of Cape Town'],
    [{ university: 'Other', uni: '  Boland College ' }, 'Boland College'],
    [{ university: 'Other', uni: '   ' }, 'Other'],
    [{ university: 'Other', uni: null }, 'Other'],
    [{ university: null, uni: 'Boland College' }, null],
    [{}, null],
  ])('university of %p is %p', (row, shown) => {
    expect(displayUniversity(row)).toBe(shown);
  });

  it.each([
    [{ course: 'Accounting', cor: 'x' }, 'Accounting'],
    [{ course: 'OTHER', cor: 'Marine Biology' }, 'Marine Biology'],
    [{ course: 'Other', cor: 'Marine Biology' }, 'Other'],
    [{ course: 'OTHER', cor: '' }, 'OTHER'],
    [{ course: '', cor: '' }, null],
  ])('course of %p is %p', (row, shown) => {
    expect(displayCourse(row)).toBe(shown);
  });
});
