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
  if (end.getTime() <= now) end.setDate(end.getDate() + 1);
  return end.getTime();
}

/** "HH:MM" as minutes after midnight; null when it is not a time of day. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
