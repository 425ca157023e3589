import type { SessionUser } from './session';

/**
 * Autobidding shows as stopped while the user has no bid left, whatever the stored
 * switch says (the dashboard and the settings screen). An unlimited plan counts no bids, so its
 * zero is not "none left".
 */
export const autobiddingShownActive = (
  storedActive: boolean,
  user: Pick<SessionUser, 'availableBids' | 'unlimitedBids'>,
): boolean => storedActive && (user.unlimitedBids || user.availableBids > 0);
