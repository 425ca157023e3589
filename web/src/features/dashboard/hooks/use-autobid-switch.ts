import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { ACTIVE_PLAN_REQUIRED, OAUTH_TOKEN_REQUIRED, checkAutobidStart } from '@core/domain/bidding/autobid-start';
import { errorMessage, isApiError } from '@/lib/api-error';
import { REDIRECT_MESSAGE_KEY, storeRedirectMessage } from '@/lib/redirect-message';
import type { SessionUser } from '@/lib/session';
import { useToggleAutobidding } from '../api/toggle-autobidding';
import { paths } from '@/config/paths';

export const TOGGLE_FAILED = 'Failed to toggle autobidding';

/** Where each start refusal sends the user to fix it, by the server's error code too. */
const FIX_PAGES: Readonly<Record<string, { readonly path: string; readonly message: string }>> = {
  ACTIVE_PLAN_REQUIRED: { path: paths.pricing, message: ACTIVE_PLAN_REQUIRED },
  OAUTH_TOKEN_REQUIRED: { path: paths.profile, message: OAUTH_TOKEN_REQUIRED },
};

/**
 * Start/Stop Autobidding. Starting is checked here first with the spec's rules (plan unless admin,
 * then token and marketplace id): a refusal is a toast, a stored redirect message and the page
 * that fixes it, with no call. The server's own refusals of the same kind are handled alike;
 * any other failure is a toast with the server's message.
 */
export function useAutobidSwitch({
  user,
  shownActive,
  hasToken,
}: {
  readonly user: SessionUser;
  readonly shownActive: boolean;
  readonly hasToken: boolean;
}) {
  const navigate = useNavigate();
  const toggle = useToggleAutobidding();

  const sendToFix = (code: string): boolean => {
    const fix = FIX_PAGES[code];
    if (fix === undefined) return false;
    // The page it leads to shows the stored message under the same id: one toast, not two.
    toast.error(fix.message, { id: REDIRECT_MESSAGE_KEY });
    storeRedirectMessage(fix.message);
    void navigate(fix.path);
    return true;
  };

  const flip = () => {
    if (!shownActive) {
      const refusal = checkAutobidStart({ role: user.role, planStatus: user.planStatus, hasToken });
      if (refusal !== null && sendToFix(refusal.code)) return;
    }
    toggle.mutate(!shownActive, {
      onSuccess: ({ message }) => void toast.success(message),
      onError: (error) => {
        if (isApiError(error) && error.errorCode !== null && sendToFix(error.errorCode)) return;
        toast.error(errorMessage(error, TOGGLE_FAILED));
      },
    });
  };

  return { flip, busy: toggle.isPending };
}
