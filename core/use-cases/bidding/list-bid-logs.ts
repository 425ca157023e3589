import type { BidLogEntry } from '../../domain/bidding/bid.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { Page, PageRequest } from '../../ports/page.js';

/** One page of the user's own bid log, newest first (ties broken by id, so pages never overlap). */
export const listBidLogs = (
  bids: Pick<BidRepository, 'listLogEntries'>,
  userId: string,
  page: PageRequest,
): Promise<Page<BidLogEntry>> => bids.listLogEntries(userId, page);
