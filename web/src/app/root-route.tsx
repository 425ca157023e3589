import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, type Location } from 'react-router-dom';
import { PageTitle } from '../components/layouts/page-title';
import { RouteFocus } from '../components/layouts/route-focus';
import { onUnauthorized } from '../lib/api-client';
import { paths } from '../config/paths';

/**
 * The key a page's scroll position is kept under. React Router keys it by history entry, and the
 * first page a document loads always has the key 'default': coming back from the payment gateway
 * loads a new document, so /payment/success took the offset saved for /pricing (the tab's first
 * page, scrolled to its plans) and opened at its footer. A first page is keyed by its address too.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>): string =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

/**
 * Above every page: any 401 of the API (outside payment pages) lands on /login, and a page followed
 * by a link opens at its top (Back returns to where the page was left), not at the scroll offset of
 * the page the link was on. The document's title is the matched route's, and after a navigation the
 * focus moves to the new page's heading.
 */
export function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => onUnauthorized(() => void navigate(paths.login, { replace: true })), [navigate]);
  return (
    <>
      <PageTitle />
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      <RouteFocus />
    </>
  );
}
