/** The one visible focus ring every interactive element wears (keyboard users must see where they are). */
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2';
