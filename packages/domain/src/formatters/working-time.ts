/**
 * Working hours of a job (workingTimes: attendanceTime, leaveTime) and the hour pickers
 * (spec §3: hours 0:00-23:00).
 */

/** An hour (0..23) or a clock time 'H:mm' / 'HH:mm' / 'HH:mm:ss'. */
export type TimeInput = number | string | null | undefined;

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Minutes since midnight, or null when the input is not a time of day. */
function toMinutes(input: TimeInput): number | null {
  if (typeof input === 'number') {
    return Number.isInteger(input) && input >= 0 && input <= 23 ? input * 60 : null;
  }
  const match = typeof input === 'string' ? CLOCK_TIME.exec(input.trim()) : null;
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? hour * 60 + minute : null;
}

const clock = (minutes: number): string =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Hour picker label: 8 → '8:00'; anything but an integer 0..23 → ''. */
export function formatHour(hour: number): string {
  const minutes = toMinutes(hour);
  return minutes === null ? '' : clock(minutes);
}

/**
 * '8:00〜17:00'. A leave time earlier than the attendance time is on the next day and is
 * shown with 翌 ('22:00〜翌5:00'), as Japanese job ads write night shifts. A missing side
 * leaves that side open ('8:00〜', '〜17:00'); both missing → ''.
 */
export function formatWorkingTime(attendance: TimeInput, leave: TimeInput): string {
  const start = toMinutes(attendance);
  const end = toMinutes(leave);
  if (start === null) return end === null ? '' : `〜${clock(end)}`;
  if (end === null) return `${clock(start)}〜`;
  return `${clock(start)}〜${end < start ? '翌' : ''}${clock(end)}`;
}
