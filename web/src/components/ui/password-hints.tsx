import { Check, X } from 'lucide-react';
import { checkPassword, PASSWORD_MIN_LENGTH, type PasswordRequirement } from '@core/domain/auth/password-policy';
import { cn } from './cn';

/**
 * The live hints, one per requirement of the policy, in its order: a Record over the policy's union,
 * so a rule the policy gains cannot pass the hints and then fail on submit.
 */
const HINT_LABELS: Readonly<Record<PasswordRequirement, string>> = {
  'uppercase letter': 'One uppercase letter',
  'lowercase letter': 'One lowercase letter',
  number: 'One number',
  symbol: 'One symbol',
  'minimum 8 characters': `At least ${PASSWORD_MIN_LENGTH} characters`,
};

const HINTS = (Object.entries(HINT_LABELS) as Array<[PasswordRequirement, string]>).map(([requirement, label]) => ({
  requirement,
  label,
}));

/** Which of the hints the password meets, by the core's own rule. */
export function passwordHints(password: string) {
  const check = checkPassword(password);
  const missing = new Set(check.ok ? [] : check.missing);
  return HINTS.map((hint) => ({ ...hint, met: !missing.has(hint.requirement) }));
}

export function PasswordHints({ password, id }: { readonly password: string; readonly id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
      {passwordHints(password).map(({ requirement, label, met }) => {
        const Icon = met ? Check : X;
        return (
          <li
            key={requirement}
            data-met={met}
            className={cn('flex items-center gap-1.5', met ? 'text-green-700' : 'text-slate-600')}
          >
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            {label}
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
