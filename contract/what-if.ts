import { z } from 'zod';
import { MAIN_PROFILE_ID } from '../core/domain/bidding/search-profile.js';
import type { WhatIfRequest, WhatIfResult } from '../core/use-cases/bidding/what-if.js';
import type { WhatIfOutcome } from '../core/use-cases/bidding/what-if/outcome.js';
import { UpdateSettingsBody } from './bidding.js';
import { UpdateProfileBody, profileChangesOf } from './search-profiles.js';

/**
 * POST /api/bidding/what-if (docs/design.md#what-if): the unsaved form, as its own save would
 * send it, plus which profile it is. Without `profileId` it is the Settings screen's body
 * (PUT /api/bidding/settings); with one, that profile's form body (PUT /api/bidding/profiles/:id,
 * `main` included). Each is validated by its save's own schema, so a preview refuses what the
 * save would refuse, with the same message.
 */
const WhatIfTarget = z.looseObject({
  profileId: z
    .string({ error: 'profileId must be a profile id' })
    .trim()
    .min(1, 'profileId must be a profile id')
    .max(64, 'profileId must be a profile id')
    .optional(),
});

export function whatIfRequestOf(body: unknown): WhatIfRequest {
  const { profileId, ...form } = WhatIfTarget.parse(body ?? {});
  if (profileId === undefined) return { changes: UpdateSettingsBody.parse(form) };
  const { isActive, rules } = profileChangesOf(UpdateProfileBody.parse(form));
  // The main profile's rules are the settings'; whether it is searched is the account's switch.
  if (profileId === MAIN_PROFILE_ID) return { profileId: MAIN_PROFILE_ID, changes: rules };
  return { profileId, changes: { ...(isActive === undefined ? {} : { isActive }), rules } };
}
export type WhatIfBody = z.input<typeof UpdateSettingsBody> & { readonly profileId?: string };

const outcomeView = (outcome: WhatIfOutcome) => ({
  bidsPlaced: outcome.bidsPlaced,
  bidsSpent: outcome.bidsSpent,
  projectsConsidered: outcome.projectsConsidered,
  runs: outcome.runs,
  blockedRuns: outcome.blockedRuns,
  ranOutAt: outcome.ranOutAt?.toISOString() ?? null,
  topSkips: outcome.topSkips.map(({ code, message, count }) => ({ code, message, count })),
  topBlocks: outcome.topBlocks.map(({ code, message, count }) => ({ code, message, count })),
});
export type WhatIfOutcomeView = ReturnType<typeof outcomeView>;

export const toWhatIfResponse = (result: WhatIfResult) => ({
  success: true as const,
  before: outcomeView(result.before),
  after: outcomeView(result.after),
  days: result.days,
  projects: result.projects,
  from: result.from.toISOString(),
  to: result.to.toISOString(),
});
export type WhatIfResponse = ReturnType<typeof toWhatIfResponse>;
