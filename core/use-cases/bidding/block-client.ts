import { withBlockedClient, withoutBlockedClient } from '../../domain/bidding/blocked-clients.js';
import type { BiddingSettings } from '../../domain/bidding/settings.js';
import type { BiddingSettingsRepository } from '../../ports/bidding-settings-repository.port.js';

/** "Never bid for this client" (docs/design.md#settings-for-what-gets-bid): blocking twice is one block. */
export const blockClient = (
  settings: Pick<BiddingSettingsRepository, 'updateBlockedClients'>,
  userId: string,
  clientId: string,
): Promise<BiddingSettings> => settings.updateBlockedClients(userId, (blocked) => withBlockedClient(blocked, clientId));

/** Unblock: a client not blocked stays not blocked, without an error. */
export const unblockClient = (
  settings: Pick<BiddingSettingsRepository, 'updateBlockedClients'>,
  userId: string,
  clientId: string,
): Promise<BiddingSettings> =>
  settings.updateBlockedClients(userId, (blocked) => withoutBlockedClient(blocked, clientId));
