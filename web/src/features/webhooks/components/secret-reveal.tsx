import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

export const SECRET_ONCE = 'Copy this signing secret now: you will not see it again.';

/** The new endpoint's signing secret, shown this once, with a copy button. */
export function SecretReveal({
  url,
  secret,
  onDone,
}: {
  readonly url: string;
  readonly secret: string;
  readonly onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success('Signing secret copied');
    } catch {
      toast.error('Copy failed: select the secret and copy it by hand');
    }
  };
  return (
    <section aria-labelledby="new-secret-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id="new-secret-title" className="flex items-center gap-2 text-base font-semibold break-all text-amber-950">
        <KeyRound aria-hidden="true" className="h-5 w-5 shrink-0" />
        Signing secret for {url}
      </h2>
      <p className="mt-1 text-sm font-medium text-amber-950">{SECRET_ONCE}</p>
      <p className="mt-1 text-sm text-amber-900">
        Your receiver verifies each request's <code>webhook-signature</code> header with it (Standard Webhooks).
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label="Signing secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 [&_input]:font-mono"
        />
        <Button variant="secondary" className="sm:mt-6" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
      <div className="mt-3">
        <Button variant="ghost" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
