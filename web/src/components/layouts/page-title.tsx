import { useMatches } from 'react-router-dom';
import { PRODUCT } from '@core/domain/config';

/** What a route's `handle` carries: the document title of the page it shows. */
export interface RouteHandle {
  readonly title: string;
}

/** "Dashboard · BidPilot": the screen's name, then the product's. */
export const pageTitle = (page: string): string => `${page} · ${PRODUCT.name}`;

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** The title the deepest matched route gives (the product's name where none does). */
export function useRouteTitle(): string {
  return (
    useMatches()
      .map((match) => titleOf(match.handle))
      .findLast((title) => title !== undefined) ?? PRODUCT.name
  );
}

/**
 * The document's title, from the route table (router.tsx): React 19 puts a rendered <title> in the
 * head, ahead of index.html's. One place for every screen, so each tab and history entry is named.
 */
export function PageTitle() {
  return <title>{useRouteTitle()}</title>;
}
