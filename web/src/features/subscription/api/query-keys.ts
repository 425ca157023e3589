/** The subscription screen's cache entries; the history's pages share a prefix so one invalidation reloads them all. */
export const subscriptionKeys = {
  history: ['subscription', 'payment-history'] as const,
  historyPage: (page: number) => ['subscription', 'payment-history', page] as const,
};
