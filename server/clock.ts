// Which puzzle dates may be shown. A date is public once it is "today" anywhere on Earth,
// i.e. in the earliest time zone, UTC+14; later dates look exactly like days with no puzzle.
const EARLIEST_ZONE_OFFSET_MS = 14 * 3_600_000;

export function latestPublicDate(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

export function isPublic(date: string, now: Date): boolean {
  return date <= latestPublicDate(now);
}
