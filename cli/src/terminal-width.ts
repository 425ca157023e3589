/** The width output is laid out at when nothing says better: a pipe has none, and 80 is the convention. */
export const DEFAULT_COLUMNS = 80;

/** A width only if it is one: a positive integer. A terminal that reports 0 columns, or COLUMNS=wide, says nothing. */
export function knownColumns(value: unknown): number | undefined {
  const columns = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof columns === 'number' && Number.isInteger(columns) && columns > 0 ? columns : undefined;
}

/** The width of the terminal a stream shows on, COLUMNS first; none for a pipe, a file or a terminal that reports 0. */
export const terminalColumns = (env: NodeJS.ProcessEnv, stream: { readonly columns?: number }): number | undefined =>
  knownColumns(env.COLUMNS) ?? knownColumns(stream.columns);

/**
 * The width to lay out a stream's output at: COLUMNS when it names one (so `COLUMNS=120 bidpilot
 * users list | less` is laid out for the pager), else the terminal's own, else 80 for a pipe or a
 * terminal that reports no width.
 */
export const outputColumns = (env: NodeJS.ProcessEnv, stream: { readonly columns?: number }): number =>
  terminalColumns(env, stream) ?? DEFAULT_COLUMNS;
