import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteTitle } from './page-title';

/** The layouts' <main id="main">: the page's own content (the skip link's target too). */
const MAIN_ID = 'main';

/**
 * Puts the keyboard focus at the start of the page on screen: its main heading, else (a page still
 * loading) the main region itself. Returns whether a heading took it.
 */
export function focusPageStart(): boolean {
  const main = document.getElementById(MAIN_ID);
  if (main === null) return false;
  const heading = main.querySelector('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The page's scroll is ScrollRestoration's: the top for a new page, where it was left on Back.
  target.focus({ preventScroll: true });
  return heading !== null;
}

/**
 * After each in-app navigation to another address (never on the visit's first page, which the
 * browser announces itself), focus moves to the new page's main heading, so a screen reader reads
 * where it now is and Tab continues from the page, not from the link left behind (WCAG 2.4.3). With
 * no heading yet, the page's title is announced instead. Returns what the live region reads.
 */
export function useFocusOnNavigation(title: string): string {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setAnnouncement(focusPageStart() ? '' : title);
  }, [pathname, title]);
  return announcement;
}

/** The live region that says which page opened when no heading could take the focus. */
export function RouteFocus() {
  const announcement = useFocusOnNavigation(useRouteTitle());
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
