import type { BidLogResponse } from '@contract/bidding';

export type BidLog = BidLogResponse;
