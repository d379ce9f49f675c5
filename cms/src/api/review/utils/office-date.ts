// The bursary office works in South African time: a comment written or a payment made at 01:00
// in Cape Town carries that day's date, not the day before (UTC).
const OFFICE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

// yyyy-mm-dd
export const officeDate = (moment: Date | string = new Date()) => OFFICE_DAY.format(new Date(moment));
