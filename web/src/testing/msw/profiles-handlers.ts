import { http, HttpResponse } from 'msw';
import type { ErrorResponse, MessageResponse } from '@contract/common';
import {
  CreateProfileBody,
  UpdateProfileBody,
  type ProfileResponse,
  type ProfilesResponse,
  type ProfileView,
} from '@contract/search-profiles';
import { MAIN_PROFILE_ID, MAX_SEARCH_PROFILES } from '@core/domain/bidding/search-profile';
import { testProfile } from '../bidding-data';
import { apiUrl, errorResponse } from './handlers';

/** A call the profile routes received: method, path and body, for a test to read. */
export interface ProfileCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * The four routes of /api/bidding/profiles over a list the test owns (main first): what they
 * answer follows the contract (409 at the limit, main never deleted), a body the server's schema
 * would refuse is a 400 here too, and every call is recorded.
 */
export function profilesHandlers(profiles: ProfileView[] = [testProfile()], calls: ProfileCall[] = []) {
  const path = (request: Request) => new URL(request.url).pathname;
  let created = 0;
  return [
    http.get(apiUrl('/bidding/profiles'), () =>
      HttpResponse.json<ProfilesResponse>({ success: true, profiles: [...profiles], max: MAX_SEARCH_PROFILES }),
    ),
    http.post<never, { name: string; copyFrom?: string }, ProfileResponse | ErrorResponse>(
      apiUrl('/bidding/profiles'),
      async ({ request }) => {
        const body = await request.json();
        calls.push({ method: 'POST', path: path(request), body });
        if (!CreateProfileBody.safeParse(body).success)
          return errorResponse(400, 'The body is not a profile the server would take', 'VALIDATION_FAILED');
        if (profiles.length >= MAX_SEARCH_PROFILES)
          return errorResponse(
            409,
            `An account can have at most ${MAX_SEARCH_PROFILES} search profiles`,
            'SEARCH_PROFILE_LIMIT_REACHED',
          );
        const source = profiles.find((profile) => profile.id === (body.copyFrom ?? MAIN_PROFILE_ID)) ?? testProfile();
        created += 1;
        const profile: ProfileView = {
          ...source,
          id: `profile-${created}`,
          name: body.name.trim(),
          isMain: false,
          isActive: true,
        };
        profiles.push(profile);
        return HttpResponse.json<ProfileResponse>(
          { success: true, message: 'Profile created', profile },
          { status: 201 },
        );
      },
    ),
    http.put<{ id: string }, Record<string, unknown>, ProfileResponse | ErrorResponse>(
      apiUrl('/bidding/profiles/:id'),
      async ({ request, params }) => {
        const body = await request.json();
        calls.push({ method: 'PUT', path: path(request), body });
        if (!UpdateProfileBody.safeParse(body).success)
          return errorResponse(400, 'The body is not a profile change the server would take', 'VALIDATION_FAILED');
        const index = profiles.findIndex((profile) => profile.id === params.id);
        const current = profiles[index];
        if (current === undefined) return errorResponse(404, 'Search profile not found', 'SEARCH_PROFILE_NOT_FOUND');
        const { name, isActive, ...rules } = body as { name?: string; isActive?: boolean };
        const profile: ProfileView = {
          ...current,
          name: name ?? current.name,
          isActive: isActive ?? current.isActive,
          rules: { ...current.rules, ...rules },
        };
        profiles[index] = profile;
        return HttpResponse.json<ProfileResponse>({ success: true, message: 'Profile updated', profile });
      },
    ),
    http.delete<{ id: string }, never, MessageResponse | ErrorResponse>(
      apiUrl('/bidding/profiles/:id'),
      ({ request, params }) => {
        calls.push({ method: 'DELETE', path: path(request), body: null });
        if (params.id === MAIN_PROFILE_ID)
          return errorResponse(400, 'The main profile cannot be deleted', 'VALIDATION_FAILED');
        const index = profiles.findIndex((profile) => profile.id === params.id);
        if (index < 0) return errorResponse(404, 'Search profile not found', 'SEARCH_PROFILE_NOT_FOUND');
        profiles.splice(index, 1);
        return HttpResponse.json<MessageResponse>({ success: true, message: 'Profile deleted' });
      },
    ),
  ];
}
