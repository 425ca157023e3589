import { Box, Text } from 'ink';
import stringWidth from 'string-width';
import { cellText } from './cell.js';
import { useDisplay } from './display.js';
import { KeyValue } from './key-value.js';
import { terminalSafe } from './terminal-safe.js';

export interface Column {
  readonly key: string;
  readonly header: string;
  readonly align?: 'left' | 'right';
  /** Longer cells are cut to this many terminal columns, the last one an ellipsis. */
  readonly maxWidth?: number;
  /**
   * What gives way when the table is wider than the terminal: 1 is a key column (plan, bids,
   * amount, status, the name to act on), never dropped; 2 and 3 are dropped, 3 first, the
   * rightmost of a rank first. Default 2.
   */
  readonly priority?: 1 | 2 | 3;
  /** A column with text that reads cut (titles, names) may be cut this narrow before any column is dropped. */
  readonly minWidth?: number;
}

/** Rows may carry more fields than the columns show; only the columns' keys are read. */
export type Row = Readonly<Record<string, unknown>>;

const DEFAULT_MAX_WIDTH = 40;
const GAP = 2;

/**
 * Widths are the columns a text takes on a terminal, not its UTF-16 units: a Chinese name or an
 * emoji takes two columns a character, a combining accent none.
 */
export const displayWidth = (text: string): number => (PRINTABLE_ASCII.test(text) ? text.length : stringWidth(text));

/** Text a column each character, most of what a table holds, measured without segmenting it. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text cut to at most `width` columns, the last one an ellipsis; a character is never split. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width <= 0) return '';
  if (PRINTABLE_ASCII.test(text)) return `${text.slice(0, width - 1)}…`;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const next = displayWidth(segment);
    if (used + next > width - 1) break;
    kept += segment;
    used += next;
  }
  return `${kept}…`;
}

const pad = (text: string, width: number, align: Column['align']) => {
  const room = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? room + text : text + room;
};

interface Fitted {
  readonly index: number;
  width: number;
}

const total = (fitted: readonly Fitted[]) =>
  fitted.reduce((sum, column) => sum + column.width, 0) + GAP * Math.max(0, fitted.length - 1);

/**
 * The columns that fit `available` characters and their widths. The lowest priority gives way
 * first: within a rank, columns that read cut (a minWidth) are cut first, then the rank's columns
 * are dropped, the rightmost first. Key columns (priority 1) are never dropped, and never cut
 * unless they have a minWidth (a long text such as a reason); one without (plan, bids, amount,
 * status) is always whole. So the widths sum to at most `available` whenever the key columns fit.
 */
export function fitColumns(
  columns: readonly Column[],
  natural: readonly number[],
  available: number,
): readonly Fitted[] {
  let fitted: Fitted[] = columns.map((_, index) => ({ index, width: natural[index] ?? 0 }));
  const over = () => total(fitted) - available;
  const cut = (column: Fitted) => {
    const minWidth = columns[column.index]?.minWidth;
    if (minWidth === undefined) return;
    // Never below the header, and never above the width it has: a cut only narrows.
    const floor = Math.min(column.width, Math.max(minWidth, displayWidth(columns[column.index]?.header ?? '')));
    column.width = Math.max(floor, column.width - Math.max(0, over()));
  };
  const ofRank = (rank: number) => fitted.filter((column) => (columns[column.index]?.priority ?? 2) === rank).reverse();
  for (const rank of [3, 2]) {
    for (const column of ofRank(rank)) cut(column);
    for (const column of ofRank(rank)) if (over() > 0) fitted = fitted.filter((other) => other !== column);
  }
  for (const column of ofRank(1)) cut(column);
  // A column cut before a later one was dropped gets back the room the drop left.
  for (const column of fitted)
    column.width += Math.max(0, Math.min(-over(), (natural[column.index] ?? 0) - column.width));
  return fitted;
}

/**
 * A terminal narrower than the key columns side by side: each row as a record, a labelled value a
 * line, a blank line between rows. A row wrapped across lines would put its bids or status under
 * another column's header; a record keeps every key value whole and next to its name.
 */
function Records({
  columns,
  shown,
  cells,
}: {
  readonly columns: readonly Column[];
  readonly shown: readonly Fitted[];
  readonly cells: readonly (readonly string[])[];
}) {
  return (
    <Box flexDirection="column" gap={1}>
      {cells.map((texts, row) => (
        <KeyValue
          key={row}
          entries={shown.map(({ index }) => [columns[index]?.header ?? '', texts[index] ?? ''] as const)}
        />
      ))}
    </Box>
  );
}

/** A plain-text table: a bold header row, then one line per row, fitted to the terminal's width by the columns' priorities. */
export function Table({
  columns,
  rows,
  empty = 'Nothing to show.',
}: {
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  readonly empty?: string;
}) {
  const { columns: available } = useDisplay();
  if (rows.length === 0) return <Text dimColor>{empty}</Text>;
  const cells = rows.map((row) =>
    columns.map((column) => truncate(cellText(row[column.key]), column.maxWidth ?? DEFAULT_MAX_WIDTH)),
  );
  const natural = columns.map((column, index) =>
    Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[index] ?? ''))),
  );
  const shown = fitColumns(columns, natural, available);
  if (total(shown) > available) return <Records columns={columns} shown={shown} cells={cells} />;
  const line = (texts: readonly string[]) =>
    shown
      .map(({ index, width }) => pad(truncate(texts[index] ?? '', width), width, columns[index]?.align))
      .join(' '.repeat(GAP))
      .trimEnd();
  // Fitted lines are never wider than the terminal: one narrower than the key columns gets records (above).
  return (
    <Box flexDirection="column">
      <Text bold wrap="wrap">
        {line(columns.map((column) => terminalSafe(column.header)))}
      </Text>
      {cells.map((texts, index) => (
        <Text key={index} wrap="wrap">
          {line(texts)}
        </Text>
      ))}
    </Box>
  );
}
