// The bursary office works in South African time (SAST, UTC+2 all year: South Africa has no
// daylight saving), so a time shown or a "today" counted is the office's, wherever the server runs.

const OFFICE_TIME_ZONE = 'Africa/Johannesburg';
const OFFICE_UTC_OFFSET = '+02:00';

const OFFICE_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (moment: Date | string) => {
  const parts = Object.fromEntries(OFFICE_PARTS.formatToParts(new Date(moment)).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/** yyyy-mm-dd hh:mm in office time, e.g. "2025-03-01 14:32". */
export const officeDateTime = (moment: Date | string) => {
  const { day, time } = partsOf(moment);
  return `${day} ${time}`;
};

/** When the office's day of `moment` began (midnight in South Africa), as a moment. */
export const officeDayStart = (moment: Date | string = new Date()) => new Date(`${partsOf(moment).day}T00:00:00${OFFICE_UTC_OFFSET}`);
