import { useSearchParams } from 'react-router-dom';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { entryState, useOpenedDirectly } from './use-opened-directly';

/**
 * The profile the screen shows, kept in the address (?profile=<id>) so a reload or a shared link
 * opens the same one; the main profile is the bare /settings, as before profiles existed.
 */
export function useSelectedProfileId(): readonly [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const openedDirectly = useOpenedDirectly();
  const selected = params.get('profile') ?? MAIN_PROFILE_ID;
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === MAIN_PROFILE_ID) next.delete('profile');
        else next.set('profile', id);
        return next;
      },
      { replace: true, state: entryState(openedDirectly) },
    );
  return [selected, select] as const;
}
