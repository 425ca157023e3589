import type Router from '@koa/router';
import { skillsSyncedMessage } from '../../../core/use-cases/profile/sync-skills.js';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  FreelancerProfileBody,
  toMarketplaceAccountWire,
  type FreelancerProfileResponse,
  type SaveFreelancerProfileResponse,
  type SyncSkillsResponse,
} from '../../../contract/profile.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's marketplace link: their own token (shown to them only) and skills sync. */
export function profileRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const profile = deps.useCases.profile;

  signedIn.on(endpoints.profile.freelancerProfile, async (ctx) => {
    const { oauthToken, freelancerUserId, marketplaceAccount } = await profile.get(ctx.state.user.id);
    ctx.body = {
      success: true,
      oauthToken,
      freelancerUserId,
      marketplaceAccount: toMarketplaceAccountWire(marketplaceAccount),
    } satisfies FreelancerProfileResponse;
  });

  signedIn.on(endpoints.profile.saveFreelancerProfile, async (ctx) => {
    const { oauthToken } = FreelancerProfileBody.parse(ctx.request.body);
    const { freelancerUserId } = await profile.save(ctx.state.user.id, oauthToken);
    ctx.body = {
      success: true,
      message: 'Freelancer profile updated successfully!',
      freelancerUserId,
    } satisfies SaveFreelancerProfileResponse;
  });

  signedIn.on(endpoints.profile.syncSkills, async (ctx) => {
    const skills = await profile.syncSkills(ctx.state.user.id);
    ctx.body = {
      success: true,
      skills,
      skillsCount: skills.length,
      message: skillsSyncedMessage(skills.length),
    } satisfies SyncSkillsResponse;
  });

  return router;
}
