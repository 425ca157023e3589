import type { BidLogResponse } from '@contract/bid-logs';

export type BidLog = BidLogResponse;
