import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  CreateProfileBody,
  ProfileParams,
  UpdateProfileBody,
  newProfileOf,
  profileChangesOf,
  toProfileView,
  type ProfileResponse,
  type ProfilesResponse,
} from '../../../contract/search-profiles.js';
import { MAX_SEARCH_PROFILES } from '../../../core/domain/bidding/search-profile.js';
import type { MessageResponse } from '../../../contract/common.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's search profiles (docs/design.md#search-profiles); `main` is the bidding settings themselves. */
export function searchProfilesRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const profiles = deps.useCases.bidding.profiles;

  signedIn.on(endpoints.searchProfiles.list, async (ctx) => {
    ctx.body = {
      success: true,
      profiles: (await profiles.list(ctx.state.user.id)).map(toProfileView),
      max: MAX_SEARCH_PROFILES,
    } satisfies ProfilesResponse;
  });

  signedIn.on(endpoints.searchProfiles.create, async (ctx) => {
    const profile = await profiles.create(ctx.state.user, newProfileOf(CreateProfileBody.parse(ctx.request.body)));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Profile created', profile: toProfileView(profile) } satisfies ProfileResponse;
  });

  signedIn.on(endpoints.searchProfiles.update, async (ctx) => {
    const { id } = ProfileParams.parse(ctx.params);
    const profile = await profiles.update(
      ctx.state.user,
      id,
      profileChangesOf(UpdateProfileBody.parse(ctx.request.body)),
    );
    ctx.body = { success: true, message: 'Profile updated', profile: toProfileView(profile) } satisfies ProfileResponse;
  });

  signedIn.on(endpoints.searchProfiles.delete, async (ctx) => {
    const { id } = ProfileParams.parse(ctx.params);
    await profiles.delete(ctx.state.user.id, id);
    ctx.body = { success: true, message: 'Profile deleted' } satisfies MessageResponse;
  });

  return router;
}
