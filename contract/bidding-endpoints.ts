import type { AdminFunnelQuery, AdminFunnelResponse, FunnelQuery, FunnelResponse } from './analytics.js';
import type { BidDetailResponse } from './bid-detail.js';
import type { BidLogsQuery, BidLogsResponse } from './bid-logs.js';
import type {
  BiddingStatsResponse,
  BlockedClientsResponse,
  GetSettingsResponse,
  ToggleResponse,
  TriggerBiddingResponse,
  UpdateSettingsBody,
  UpdateSettingsResponse,
} from './bidding.js';
import type { MessageResponse } from './common.js';
import type { DecisionsQuery, DecisionsResponse } from './decisions.js';
import { del, get, patch, post, put } from './endpoint.js';
import type { ExplainQuery, ExplainResponse } from './explain-project.js';
import type { LastRunResponse } from './last-run.js';
import type { ExperimentQuery, ExperimentResponse, PutExperimentBody } from './prompt-experiments.js';
import type {
  ApproveReviewBody,
  RejectReviewBody,
  ReviewCountResponse,
  ReviewDecisionResponse,
  ReviewLinkBody,
  ReviewLinkQuery,
  ReviewLinkResponse,
  ReviewsQuery,
  ReviewsResponse,
} from './reviews.js';
import type { CreateProfileBody, ProfileResponse, ProfilesResponse, UpdateProfileBody } from './search-profiles.js';
import type { BlockClientBody } from './what-gets-bid-settings.js';
import type { WhatIfBody, WhatIfResponse } from './what-if.js';

/**
 * The rows of contract/endpoints.ts for bidding: the settings and switch, the bid log, the
 * engine's decisions, search profiles, prompt experiments, drafts awaiting review and the funnel.
 */
export const biddingEndpoints = {
  bidding: {
    settings: get('/api/bidding/settings').returns<GetSettingsResponse>(),
    updateSettings: put('/api/bidding/settings').body<UpdateSettingsBody>().returns<UpdateSettingsResponse>(),
    blockClient: post('/api/bidding/blocked-clients').body<BlockClientBody>().returns<BlockedClientsResponse>(),
    unblockClient: del('/api/bidding/blocked-clients/:clientId').returns<BlockedClientsResponse>(),
    toggle: patch('/api/bidding/toggle').returns<ToggleResponse>(),
    stats: get('/api/bidding/stats').returns<BiddingStatsResponse>(),
    logs: get('/api/bidding/logs').query<BidLogsQuery>().returns<BidLogsResponse>(),
    log: get('/api/bidding/logs/:id').returns<BidDetailResponse>(),
    trigger: post('/api/bidding-process/trigger').returns<TriggerBiddingResponse>(),
    whatIf: post('/api/bidding/what-if').body<WhatIfBody>().returns<WhatIfResponse>(),
  },
  decisions: {
    list: get('/api/bidding/decisions').query<DecisionsQuery>().returns<DecisionsResponse>(),
    lastRun: get('/api/bidding/last-run').returns<LastRunResponse>(),
    explain: get('/api/bidding/explain').query<ExplainQuery>().returns<ExplainResponse>(),
  },
  searchProfiles: {
    list: get('/api/bidding/profiles').returns<ProfilesResponse>(),
    create: post('/api/bidding/profiles').body<CreateProfileBody>().returns<ProfileResponse>(),
    update: put('/api/bidding/profiles/:id').body<UpdateProfileBody>().returns<ProfileResponse>(),
    delete: del('/api/bidding/profiles/:id').returns<MessageResponse>(),
  },
  promptExperiments: {
    get: get('/api/bidding/experiments').query<ExperimentQuery>().returns<ExperimentResponse>(),
    put: put('/api/bidding/experiments').body<PutExperimentBody>().returns<ExperimentResponse>(),
    stop: del('/api/bidding/experiments').query<ExperimentQuery>().returns<ExperimentResponse>(),
    promote: post('/api/bidding/experiments/:variantId/promote').returns<ExperimentResponse>(),
  },
  reviews: {
    list: get('/api/reviews').query<ReviewsQuery>().returns<ReviewsResponse>(),
    count: get('/api/reviews/count').returns<ReviewCountResponse>(),
    approve: post('/api/reviews/:id/approve').body<ApproveReviewBody>().returns<ReviewDecisionResponse>(),
    reject: post('/api/reviews/:id/reject').body<RejectReviewBody>().returns<ReviewDecisionResponse>(),
    link: get('/api/review-links').query<ReviewLinkQuery>().returns<ReviewLinkResponse>(),
    confirmLink: post('/api/review-links/confirm').body<ReviewLinkBody>().returns<ReviewDecisionResponse>(),
  },
  analytics: {
    funnel: get('/api/analytics/funnel').query<FunnelQuery>().returns<FunnelResponse>(),
    adminFunnel: get('/api/admin/analytics/funnel').query<AdminFunnelQuery>().returns<AdminFunnelResponse>(),
  },
} as const;
