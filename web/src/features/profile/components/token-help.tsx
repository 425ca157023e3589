import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { useSimulatedSystems } from '@/lib/demo-mode';
import { PRODUCT } from '@core/domain/config';

/**
 * The built-in Freelancer simulator takes any token but one starting with "invalid", which it
 * refuses as Freelancer refuses a bad token (adapters/simulators/freelancer, `isTokenRefused`).
 */
export const SIMULATED_TOKEN_NOTE = `Demo mode: ${PRODUCT.host} is simulated here, so any token works, except one starting with "invalid", which is refused as a bad token would be.`;

/**
 * "How do I get a token?" beside the token field, saying only what is known of Freelancer's OAuth
 * tokens (the API reference: its OAuth service, the scopes bidding needs, sandbox and production
 * tokens apart, personal tokens' 30 days), and on a server that simulates Freelancer, which tokens
 * the simulator takes.
 */
export function TokenHelp() {
  const simulated = useSimulatedSystems();
  return (
    <div className="space-y-2 text-sm">
      {simulated?.freelancer === true ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">{SIMULATED_TOKEN_NOTE}</p>
      ) : null}
      <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        <summary className={cn('cursor-pointer rounded font-medium text-blue-700', focusRing)}>
          How do I get a token?
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            {PRODUCT.name} bids as you, so it needs an OAuth access token of your own {PRODUCT.host} account.{' '}
            {PRODUCT.host} issues them through its OAuth service at accounts.freelancer.com.
          </li>
          <li>
            The token must allow bidding: the <code>basic</code> scope and the advanced scope{' '}
            <code>fln:project_manage</code>.
          </li>
          <li>
            A token from {PRODUCT.host}&apos;s sandbox (freelancer-sandbox.com) does not work on freelancer.com, nor the
            other way round.
          </li>
          <li>
            A personal access token is reported to last 30 days, and only one exists at a time: when yours expires,
            paste the new one here.
          </li>
        </ul>
      </details>
    </div>
  );
}
