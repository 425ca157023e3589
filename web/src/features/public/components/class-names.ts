/**
 * Tailwind class sets the public pages share, so every control shows the same visible focus ring
 * and the primary call to action looks the same on every page.
 */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const textLink = `font-medium text-blue-700 underline-offset-4 hover:underline ${focusRing} rounded-sm`;

/** The width and side padding of every public section. */
export const pageContainer = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
