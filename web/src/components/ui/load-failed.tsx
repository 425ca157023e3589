import { Button } from './button';

/**
 * What a screen shows instead of a form it could not fill: editing defaults would overwrite the
 * real values. Without `onRetry` (a record that is gone: asking again cannot bring it back) it
 * offers no Try again.
 */
export function LoadFailed({ text, onRetry }: { readonly text: string; readonly onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-sm text-red-800">{text}</p>
      {onRetry === undefined ? null : (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
