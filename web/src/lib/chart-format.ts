const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-03-01' → 'Mar 1': the day as the server counted it, in UTC. */
export const formatUtcDay = (date: string): string => dayLabel.format(new Date(`${date}T00:00:00.000Z`));
