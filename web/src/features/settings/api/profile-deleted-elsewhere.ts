import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';

export const PROFILE_DELETED_ELSEWHERE =
  'This profile was deleted in another tab or device; your changes to it were not saved.';

/** Delete on a profile another tab or device deleted first: what was asked for is done. */
export const PROFILE_ALREADY_DELETED = 'This profile was already deleted in another tab or device.';

/** New profile copying one that another tab or device deleted, when that one is not on screen. */
export const COPY_SOURCE_DELETED_ELSEWHERE =
  'The profile to copy was deleted in another tab or device; no profile was created.';

/** The server no longer has the profile asked about: another tab or device deleted it. */
export const isProfileDeletedElsewhere = (error: unknown): boolean =>
  isApiError(error) && error.errorCode === 'SEARCH_PROFILE_NOT_FOUND';

/**
 * After a failed call about one profile: when another tab or device deleted it, the cached list
 * still holds it (its tab, the count at the limit), so the list is read again before the screen is
 * told. Says whether the profile was gone.
 */
export async function refetchIfProfileDeleted(queryClient: QueryClient, error: unknown): Promise<boolean> {
  if (!isProfileDeletedElsewhere(error)) return false;
  await queryClient.invalidateQueries({ queryKey: SEARCH_PROFILES_KEY });
  return true;
}
