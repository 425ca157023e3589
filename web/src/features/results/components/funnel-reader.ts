/** Whose funnel the report shows: the reader's own (/results), or other users' to an admin (/admin). */
export type FunnelReader = 'owner' | 'admin';

/** The words that say whose bids they are: second person to the owner, neutral to an admin. */
export const READER_WORDS = {
  owner: {
    hints: {
      scanned: 'Projects the runs looked at',
      matched: 'Projects your rules chose',
      queued: 'Bids queued for placing',
      placed: 'Bids that reached Freelancer',
      replied: 'Clients who wrote to you first',
      awarded: 'Projects you won',
    },
    bid: 'your bid',
  },
  admin: {
    hints: {
      scanned: 'Projects the runs looked at',
      matched: 'Projects the users’ rules chose',
      queued: 'Bids queued for placing',
      placed: 'Bids that reached Freelancer',
      replied: 'Clients who wrote first',
      awarded: 'Projects won',
    },
    bid: 'the bid',
  },
} as const;
