import { useLocation } from 'react-router-dom';

interface EntryState {
  readonly openedDirectly?: boolean;
}

/**
 * Whether the settings were opened directly (no page of the app before them). Switching profiles
 * replaces the address, which gives it a new key, so the first entry's answer travels in its state.
 */
export function useOpenedDirectly(): boolean {
  const { key, state } = useLocation();
  return key === 'default' || (state as EntryState | null)?.openedDirectly === true;
}

/** The history state a replaced settings address keeps. */
export const entryState = (openedDirectly: boolean): EntryState => ({ openedDirectly });
