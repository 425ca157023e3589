/** Joins class names, skipping the false and empty ones. */
export const cn = (...classes: ReadonlyArray<string | false | null | undefined>): string =>
  classes.filter(Boolean).join(' ');
