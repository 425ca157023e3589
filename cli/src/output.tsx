import { renderToString, Text } from 'ink';
import type { ReactNode } from 'react';
import { DEFAULT_COLUMNS, knownColumns } from './terminal-width.js';
import { DisplayProvider, operatorDates, type Display } from './ui/display.js';
import { ErrorLine } from './ui/error-line.js';
import { terminalSafe } from './ui/terminal-safe.js';

export type Printer = (text: string) => void;

/** Where a command's output goes and how the terminal shows it (CliDeps has all of these). */
export interface OutputTarget {
  /** Prints one piece of output, a line break after it (console.log). */
  readonly print: Printer;
  /** Writes data exactly as given, adding nothing: an export whose every byte, line breaks included, is the file's. */
  readonly write: Printer;
  /** Terminal width (the bin's outputColumns); none, 0 or no integer lays out at DEFAULT_COLUMNS. */
  readonly columns?: number;
  /** Whether the output shows on a terminal: data (CSV) is printed terminal-safe there, as is (byte-exact) to a file or pipe. */
  readonly terminal?: boolean;
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

export const displayOf = (target: Omit<OutputTarget, 'print' | 'write'>): Display => ({
  columns: knownColumns(target.columns) ?? DEFAULT_COLUMNS,
  dates: target.dates ?? operatorDates(),
});

/** A view as text: laid out at the display's width, dates in its locale. */
export const renderView = (node: ReactNode, display: Partial<Display> = {}): string => {
  const full = displayOf(display);
  return renderToString(<DisplayProvider value={full}>{node}</DisplayProvider>, { columns: full.columns });
};

/**
 * Wide enough that a line of prose is never wrapped: on a pipe or in a file an error or a note stays
 * one line a script can grep, and its path or URL stays whole.
 */
const UNWRAPPED = 10_000;

/**
 * A long-running command's start and stop lines (worker, simulators): wrapped on a terminal, one
 * line each on a pipe, where they are read in a container's log beside the JSON log lines.
 */
export const renderServiceLine = (node: ReactNode, target: Pick<OutputTarget, 'columns' | 'terminal'>): string =>
  renderView(node, { columns: target.terminal === true ? target.columns : UNWRAPPED });

/** The stderr line of a failed command: wrapped at the terminal's width, or not at all without one. */
export const renderError = (code: string, message: string, columns?: number, ownLines = false): string =>
  renderView(<ErrorLine code={code} message={message} ownLines={ownLines} />, { columns: columns ?? UNWRAPPED });

/** A dim line beside the output (which database a command opened), for stderr; wrapped as renderError. */
export const renderNote = (text: string, columns?: number): string =>
  renderView(<Text dimColor>{terminalSafe(text)}</Text>, { columns: columns ?? UNWRAPPED });
