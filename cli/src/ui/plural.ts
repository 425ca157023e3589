/** "1 bid", "2 bids", "0 bids": a count with its noun agreeing. */
export const counted = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;
