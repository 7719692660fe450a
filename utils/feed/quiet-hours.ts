/**
 * Quiet hours: a daily stretch of local time without notifications (22:00 to 07:00 crosses
 * midnight). Saved searches' alerts found then still count on the toolbar button; closing
 * reminders due then wait for the end. Times are minutes after local midnight.
 */
export interface QuietHours {
  from: number;
  to: number;
}

export const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60 * 1000;

function minutesOf(time: number): number {
  const at = new Date(time);
  return at.getHours() * 60 + at.getMinutes();
}

/** Whether `now` falls in the quiet hours; an empty stretch (from = to) is never quiet. */
export function isQuiet(quiet: QuietHours | null, now: number): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const minute = minutesOf(now);
  return quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}

/** When the quiet hours `now` falls in end (local time); `now` itself when it is not quiet. */
export function quietEnd(quiet: QuietHours | null, now: number): number {
  if (!quiet || !isQuiet(quiet, now)) return now;
  const end = new Date(now);
  end.setHours(Math.floor(quiet.to / 60), quiet.to % 60, 0, 0);
  if (end.getTime() > now) return atJump(quiet, end.getTime(), now);
  // The night the clocks go back, 02:00-03:00 comes twice and setHours names the first: in the second,
  // the end still to come is an hour after it, not a day.
  const again = end.getTime() + 60 * 60 * 1000;
  if (again > now && minutesOf(again) === quiet.to) return again;
  end.setDate(end.getDate() + 1);
  return atJump(quiet, end.getTime(), now);
}

/**
 * The night the clocks go forward, an end in the hour that is skipped (02:30) is named by setHours as
 * the time that far past the jump (03:30), while the stretch is over at the jump itself (03:00, when
 * isQuiet says so): stepped back to the first minute that is not quiet.
 */
function atJump(quiet: QuietHours, end: number, now: number): number {
  let at = end;
  while (minutesOf(at) !== quiet.to && at - MINUTE_MS > now && !isQuiet(quiet, at - MINUTE_MS)) at -= MINUTE_MS;
  return at;
}

/**
 * A time of day as a recruiter types it, as minutes after midnight; null when it is not one. The
 * 24-hour clock the extension writes in both its languages ("22:00", "7:30", "22.00", "2200", "7",
 * "22u", Flemish "22u30"), and the 12-hour clock's "10 pm" or "10:30 PM", which an American browser taught many to type.
 */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2})(?:[:.u]?(\d{2}))?\s*(?:([ap])\.?m\.?|u|uur)?$/i.exec(text.trim());
  if (!match) return null;
  const [, hour, minute = '0', half] = match;
  let hours = Number(hour);
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  return hours < 24 && Number(minute) < 60 ? hours * 60 + Number(minute) : null;
}

/** Minutes after midnight as the extension writes a time of day in English (en-GB) and Dutch alike: "07:30". */
export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
