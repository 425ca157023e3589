import { FlaskConical } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { DEMO_BANNER_HEIGHT, demoModeText, useDemoMode } from '@/lib/demo-mode';

/** Keeps DEMO_BANNER_HEIGHT equal to the element's height as it wraps to more lines or fewer, and removes it with the element. */
function usePublishedHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || element === null) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(DEMO_BANNER_HEIGHT, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(DEMO_BANNER_HEIGHT);
    };
  }, [ref, shown]);
}

/**
 * Above every page while the server runs on its built-in simulators: a visitor must not believe a
 * payment or a bid is real. It cannot be dismissed; it is a labelled region, so it is read once
 * and found by landmark, without interrupting as a live announcement would.
 */
export function DemoModeBanner() {
  const simulated = useDemoMode();
  const banner = useRef<HTMLElement>(null);
  usePublishedHeight(banner, simulated !== null);
  if (simulated === null) return null;
  return (
    <section
      ref={banner}
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
