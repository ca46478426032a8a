// Eight-digit numbers that are dates: HL7 and most exports write a birth date as YYYYMMDD, US forms as
// MMDDYYYY. Recognizers of bare numbers (record numbers, licence numbers) use this to tell them apart.

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A plausible calendar date from 1900 to 2099 (29 February is let through in every year). */
function calendarDate(year: number, month: number, day: number): boolean {
  return year >= 1900 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

const numberAt = (digits: string, from: number, to: number) => Number(digits.slice(from, to));

/** Whether eight digits read as a date, YYYYMMDD or MMDDYYYY. */
export function readsAsDate(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  return calendarDate(numberAt(digits, 0, 4), numberAt(digits, 4, 6), numberAt(digits, 6, 8)) || calendarDate(numberAt(digits, 4, 8), numberAt(digits, 0, 2), numberAt(digits, 2, 4));
}
