import { renderToString, Text } from 'ink';
import type { ReactNode } from 'react';
import { DEFAULT_COLUMNS, DisplayProvider, operatorDates, type Display } from './ui/display.js';
import { ErrorLine } from './ui/error-line.js';
import { terminalSafe } from './ui/terminal-safe.js';

export type Printer = (text: string) => void;

/** Where a command's output goes and how the terminal shows it (CliDeps has all of these). */
export interface OutputTarget {
  readonly print: Printer;
  /** Terminal width; piped output uses DEFAULT_COLUMNS. */
  readonly columns?: number;
  /** Dates in the operator's locale by default. */
  readonly dates?: Intl.DateTimeFormat;
}

/**
 * Prints one command's result: the JSON envelope on one line for scripts (`--json`), else the
 * Ink view rendered to a string once, so piping and tests read plain text and no app stays mounted.
 */
export function output(
  target: OutputTarget,
  options: {
    readonly json: boolean;
    readonly result: Readonly<Record<string, unknown>>;
    readonly view: () => ReactNode;
  },
): void {
  if (options.json) {
    target.print(JSON.stringify({ success: true, ...options.result }));
    return;
  }
  target.print(renderView(options.view(), displayOf(target)));
}

export const displayOf = (target: Omit<OutputTarget, 'print'>): Display => ({
  columns: target.columns ?? DEFAULT_COLUMNS,
  dates: target.dates ?? operatorDates(),
});

/** A view as text: laid out at the display's width, dates in its locale. */
export const renderView = (node: ReactNode, display: Partial<Display> = {}): string => {
  const full = displayOf(display);
  return renderToString(<DisplayProvider value={full}>{node}</DisplayProvider>, { columns: full.columns });
};

/** The stderr line of a failed command. */
export const renderError = (code: string, message: string, columns?: number): string =>
  renderView(<ErrorLine code={code} message={message} />, { columns });

/** A dim line beside the output (which database a command opened), for stderr. */
export const renderNote = (text: string, columns?: number): string =>
  renderView(<Text dimColor>{terminalSafe(text)}</Text>, { columns });
