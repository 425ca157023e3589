import { renderToString } from 'ink';
import type { ReactNode } from 'react';
import { ErrorLine } from './ui/error-line.js';

export type Printer = (text: string) => void;

/** Terminal width for Ink's layout; piped output has no width, so a wide default keeps rows on one line. */
export const DEFAULT_COLUMNS = 160;

/**
 * Prints one command's result: the JSON envelope on one line for scripts (`--json`), else the
 * Ink view rendered to a string once, so piping and tests read plain text and no app stays mounted.
 */
export function output(print: Printer, options: { readonly json: boolean; readonly result: Readonly<Record<string, unknown>>; readonly view: () => ReactNode; readonly columns?: number }): void {
  if (options.json) {
    print(JSON.stringify({ success: true, ...options.result }));
    return;
  }
  print(renderView(options.view(), options.columns));
}

export const renderView = (node: ReactNode, columns = DEFAULT_COLUMNS): string => renderToString(node, { columns });

/** The stderr line of a failed command. */
export const renderError = (code: string, message: string, columns?: number): string => renderView(<ErrorLine code={code} message={message} />, columns);
