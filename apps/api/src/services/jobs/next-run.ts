/**
 * The cron line of a job's period (UTC, as the runner reads it): every n minutes within the hour,
 * every n hours on the hour, or daily at 21:30 UTC, which is 03:00 in India, the quietest hour.
 */
export function cronOf(everyMinutes: number): string {
  if (everyMinutes < 60 && 60 % everyMinutes === 0)
    return everyMinutes === 1 ? '* * * * *' : `*/${everyMinutes} * * * *`;
  if (everyMinutes === 1440) return '30 21 * * *';
  if (everyMinutes % 60 === 0 && 1440 % everyMinutes === 0) return `0 */${everyMinutes / 60} * * *`;
  throw new Error(`a job's period must divide an hour or a day (got ${everyMinutes} minutes)`);
}

/** When the tick after `now` of that cron line falls. */
export function nextRunAt(everyMinutes: number, now: Date): Date {
  cronOf(everyMinutes);
  const minute = 60_000;
  if (everyMinutes === 1440) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21, 30);
    return new Date(today > now.getTime() ? today : today + 1440 * minute);
  }
  const step = everyMinutes * minute;
  // Whole hours and minutes of UTC line up with the epoch, so the next multiple of the step is it.
  return new Date((Math.floor(now.getTime() / step) + 1) * step);
}
