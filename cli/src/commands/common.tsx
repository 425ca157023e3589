import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { UsageError } from '../exit-codes.js';

export type JsonOption = { readonly json?: boolean };

export const isJson = (options: JsonOption): boolean => options.json === true;

/**
 * A whole number typed on the command line, handed to the API's own schema as a number so its
 * messages apply; text that is no number becomes NaN, which those schemas refuse by name.
 */
export const numberArg = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Two flags that say opposite things: at most one, and which one. */
export function eitherFlag(on: boolean | undefined, off: boolean | undefined, names: string): boolean | undefined {
  if (on === true && off === true) throw new UsageError(`Give at most one of ${names}`);
  return on === true ? true : off === true ? false : undefined;
}

export interface PageInfo {
  readonly current: number;
  readonly pages: number;
  readonly total: number;
}

/** A listing and its "Page 1 of 3 · 25 users" footer. */
export function Listing({ children, page, noun }: { readonly children: ReactNode; readonly page: PageInfo; readonly noun: string }) {
  return (
    <Box flexDirection="column">
      {children}
      <Text dimColor>{`Page ${page.current} of ${Math.max(page.pages, 1)} · ${page.total} ${noun}`}</Text>
    </Box>
  );
}

/** Panels one under the other with a blank line between them. */
export function Stack({ children }: { readonly children: ReactNode }) {
  return (
    <Box flexDirection="column" gap={1}>
      {children}
    </Box>
  );
}

export const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
