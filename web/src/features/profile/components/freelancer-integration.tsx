import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { FormSection } from '@/components/ui/form-section';
import { errorMessage } from '@/lib/api-error';
import { PRODUCT } from '@core/domain/config';
import { FREELANCER_PROFILE_SAVE_FAILED, useSaveFreelancerProfile } from '../api/save-freelancer-profile';
import { useSyncSkills } from '../api/sync-skills';
import { TokenHelp } from './token-help';

export interface FreelancerIntegrationProps {
  /** The token the server holds (null before one was saved): skills sync reads with it. */
  readonly savedToken: string | null;
  readonly freelancerUserId: string | null;
}

/**
 * The '{host} Integration' section: the OAuth token (hidden unless asked) with how to get one, its
 * save, and skills sync. A refused token is said under the field until the token is edited.
 */
export function FreelancerIntegration({ savedToken, freelancerUserId }: FreelancerIntegrationProps) {
  const [token, setToken] = useState(savedToken ?? '');
  const [shown, setShown] = useState(false);
  const save = useSaveFreelancerProfile();
  const sync = useSyncSkills();

  // The re-read after a save shows what was stored (trimmed).
  useEffect(() => setToken(savedToken ?? ''), [savedToken]);

  const hasToken = savedToken !== null && savedToken !== '';
  const refusal = save.isError ? errorMessage(save.error, FREELANCER_PROFILE_SAVE_FAILED) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(token);
  };

  const toggle = (
    <button
      type="button"
      aria-pressed={shown}
      onClick={() => setShown(!shown)}
      className={cn('rounded-md p-2 text-slate-600 hover:bg-slate-100', focusRing)}
    >
      {shown ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
      <span className="sr-only">{shown ? 'Hide token' : 'Show token'}</span>
    </button>
  );

  return (
    <FormSection
      title={`${PRODUCT.host} Integration`}
      description={`${PRODUCT.name} bids with your own ${PRODUCT.host} account: paste its OAuth token here.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label="OAuth Token"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => {
            setToken(event.target.value);
            if (save.isError) save.reset();
          }}
          trailing={toggle}
          error={refusal}
          hint={
            freelancerUserId === null ? 'Not connected yet.' : `Connected as ${PRODUCT.host} user ${freelancerUserId}.`
          }
        />
        <TokenHelp />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Token'}
          </Button>
          <Button variant="secondary" disabled={!hasToken || sync.isPending} onClick={() => sync.mutate()}>
            <RefreshCw aria-hidden="true" className={cn('h-4 w-4', sync.isPending && 'animate-spin')} />
            {sync.isPending ? 'Syncing Skills...' : `Sync Skills from ${PRODUCT.host}`}
          </Button>
        </div>
        {hasToken ? null : (
          <p className="text-sm text-slate-600">Save your token to sync your skills from {PRODUCT.host}.</p>
        )}
      </form>
    </FormSection>
  );
}
