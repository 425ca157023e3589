import { FlaskConical } from 'lucide-react';
import { demoModeText, useDemoMode } from '@/lib/demo-mode';

/**
 * Above every page while the server runs on its built-in simulators: a visitor must not believe a
 * payment or a bid is real. It cannot be dismissed; it is a labelled region, so it is read once
 * and found by landmark, without interrupting as a live announcement would.
 */
export function DemoModeBanner() {
  const simulated = useDemoMode();
  if (simulated === null) return null;
  return (
    <section
      aria-label="Demo mode"
      className="border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900"
    >
      <p className="inline-flex items-start gap-1.5 text-left sm:items-center">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 sm:mt-0" />
        <span>{demoModeText(simulated)}</span>
      </p>
    </section>
  );
}
