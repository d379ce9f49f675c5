import * as constants from '../src/constants';

describe('business constants', () => {
  it('file limits and types', () => {
    expect(constants.UPLOAD_MAX_BYTES).toBe(2097152);
    expect(constants.TOKEN_UPLOAD_MAX_BYTES).toBe(5097152);
    expect(constants.ACCEPTED_MIME_TYPES).toEqual(['application/pdf', 'image/jpg', 'image/jpeg', 'image/png']);
    expect(constants.RESULTS_ACCEPTED_MIME_TYPES).toEqual([
      'application/pdf',
      'image/jpg',
      'image/jpeg',
      'image/png',
      'image/gif',
    ]);
    expect(constants.ACCEPTED_EXTENSIONS).toEqual(['.pdf', '.jpg', '.jpeg', '.png']);
    expect(constants.RESULTS_ACCEPTED_EXTENSIONS).toEqual(['.pdf', '.jpg', '.jpeg', '.png', '.gif']);
  });

  it('input limits', () => {
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8);
    expect(constants.PHONE_LENGTH).toBe(10);
    expect(constants.AREA_CODE_LENGTH).toBe(4);
    expect(constants.SIBLINGS_MAX_LENGTH).toBe(2);
  });

  it('years, paging and search', () => {
    expect(constants.FIRST_BIRTH_YEAR).toBe(1930);
    expect(constants.FIRST_FILTER_YEAR).toBe(2019);
    expect(constants.GRID_PAGE_SIZE).toBe(8);
    expect(constants.EMAIL_SEARCH_LIMIT).toBe(15);
  });

  it('accept_decline values', () => {
    expect(constants.ACCEPT_DECLINE).toEqual({ DECLINED: 0, ACCEPTED: 1, PENDING: 2 });
    expect(constants.DEFAULT_ACCEPT_DECLINE).toBe(2);
  });

  it('option values the rules depend on', () => {
    expect(constants.SOUTH_AFRICA).toBe('South Africa');
    expect(constants.FOREIGN_NATIONAL).toBe('Foreign National');
    expect(constants.MARRIED).toBe('Married');
    expect(constants.OTHER_UNIVERSITY).toBe('Other');
    expect(constants.OTHER_COURSE).toBe('OTHER');
    expect(constants.OTHER_HOW_LEARNED).toBe('Other');
    expect(constants.APPLICATION_EXISTS_ERROR).toBe('application already exist');
  });
});
