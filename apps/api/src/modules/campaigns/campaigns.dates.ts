/**
 * Campaign dates are calendar days of the organization's time zone, inclusive at both ends
 * (decisions.md, "Campaigns and rewards"). Status is never stored: it follows from these
 * functions and the clock, so it cannot go stale.
 */

export type CampaignStatus = 'upcoming' | 'in_progress' | 'completed';

/** The calendar day (`2026-03-04`) an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Upcoming before the start day, in progress until the end day included, completed after it. */
export function statusOn(today: string, period: { startDate: string; endDate: string }): CampaignStatus {
  if (today < period.startDate) return 'upcoming';
  if (today <= period.endDate) return 'in_progress';
  return 'completed';
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar day starts in a time zone (midnight, or the first instant after a DST gap). */
export function startOfDay(day: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  let at = new Date(utcMidnight - offsetMinutes(timeZone, new Date(utcMidnight)) * 60_000);
  at = new Date(utcMidnight - offsetMinutes(timeZone, at) * 60_000);
  return at;
}

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instants a campaign counts reviews in: from its first day's start to its last day's end (exclusive). */
export function periodBounds(
  period: { startDate: string; endDate: string },
  timeZone: string,
): { from: Date; to: Date } {
  return { from: startOfDay(period.startDate, timeZone), to: startOfDay(nextDay(period.endDate), timeZone) };
}
