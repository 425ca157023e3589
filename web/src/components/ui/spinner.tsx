import { cn } from './cn';

/** A spinning ring with a name for screen readers. */
export function Spinner({ label = 'Loading', className }: { readonly label?: string; readonly className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-blue-600 border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A page-sized spinner: what protected pages show while the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
