import { Box, Text } from 'ink';
import { terminalSafe } from './terminal-safe.js';

export interface Column {
  readonly key: string;
  readonly header: string;
  readonly align?: 'left' | 'right';
  /** Longer cells are cut to this many characters, the last one an ellipsis. */
  readonly maxWidth?: number;
}

export type Cell = string | number | boolean | null | undefined;
/** Rows may carry more fields than the columns show; only the columns' keys are read. */
export type Row = Readonly<Record<string, unknown>>;

const DEFAULT_MAX_WIDTH = 40;

/** A cell's text, terminal-safe (before any cut, so the width counts what is shown). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return terminalSafe(typeof value === 'object' ? JSON.stringify(value) : String(value as Cell));
}

export function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

const pad = (text: string, width: number, align: Column['align']) => (align === 'right' ? text.padStart(width) : text.padEnd(width));

/** A plain-text table: a bold header row, then one line per row, cut (never wrapped) at the terminal's width. */
export function Table({ columns, rows, empty = 'Nothing to show.' }: { readonly columns: readonly Column[]; readonly rows: readonly Row[]; readonly empty?: string }) {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>;
  const cells = rows.map((row) => columns.map((column) => truncate(cellText(row[column.key]), column.maxWidth ?? DEFAULT_MAX_WIDTH)));
  const widths = columns.map((column, index) => Math.max(column.header.length, ...cells.map((line) => line[index]?.length ?? 0)));
  const line = (texts: readonly string[]) => texts.map((text, index) => pad(text, widths[index] ?? 0, columns[index]?.align)).join('  ').trimEnd();
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end">{line(columns.map((column) => terminalSafe(column.header)))}</Text>
      {cells.map((texts, index) => (
        <Text key={index} wrap="truncate-end">
          {line(texts)}
        </Text>
      ))}
    </Box>
  );
}
