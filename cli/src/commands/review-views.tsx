import { Box, Text } from 'ink';
import type { ReviewResponse } from '../../../contract/reviews.js';
import { cellText } from '../ui/cell.js';
import { KeyValue } from '../ui/key-value.js';
import { counted } from '../ui/plural.js';
import { truncate } from '../ui/table.js';
import { terminalSafe } from '../ui/terminal-safe.js';

/** A fit score not known when the draft was held. */
export const NO_FIT = '–';

const MINUTE = 60_000;

export const money = (amount: number, currency: string): string => `${amount} ${currency}`;

/** How long a waiting draft has left, in the largest unit that reads well; decided drafts have no clock. */
export function expiresIn(review: Pick<ReviewResponse, 'status' | 'expiresAt'>, now: Date): string {
  if (review.status !== 'waiting') return '–';
  const left = Date.parse(review.expiresAt) - now.getTime();
  // Past its time but not yet swept: approving it would be refused, so say so rather than "0 min".
  if (left <= 0) return 'expired';
  const minutes = Math.floor(left / MINUTE);
  if (minutes < 60) return `${Math.max(minutes, 1)} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

const fitText = (fitScore: number | null): string => (fitScore === null ? NO_FIT : String(fitScore));

interface ReviewColumn {
  readonly header: string;
  readonly text: (review: ReviewResponse, now: Date) => string;
  readonly align?: 'right';
}

/**
 * The columns an operator needs to decide and act, in an order that fits 80 columns: the id to
 * approve with first and whole; the title and the hold reasons get lines of their own below.
 */
const COLUMNS: readonly ReviewColumn[] = [
  { header: 'ID', text: (review) => review.id },
  { header: 'Status', text: (review) => review.status },
  { header: 'Expires', text: expiresIn },
  { header: 'Amount', text: (review) => money(review.amount, review.currency), align: 'right' },
  { header: 'Fit', text: (review) => fitText(review.fitScore), align: 'right' },
  { header: 'Days', text: (review) => String(review.period), align: 'right' },
];

const TITLE_MAX = 120;
const INDENT = '  ';

/** `reviews list`: one header, then per draft a row of its key facts, its project title and why it was held. */
export function ReviewTable({
  reviews,
  now,
  empty,
}: {
  readonly reviews: readonly ReviewResponse[];
  readonly now: Date;
  readonly empty: string;
}) {
  if (reviews.length === 0) return <Text dimColor>{empty}</Text>;
  const cells = reviews.map((review) => COLUMNS.map((column) => cellText(column.text(review, now))));
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.header.length, ...cells.map((row) => row[index]?.length ?? 0)),
  );
  const line = (texts: readonly string[]) =>
    texts
      .map((text, index) =>
        COLUMNS[index]?.align === 'right' ? text.padStart(widths[index] ?? 0) : text.padEnd(widths[index] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end">
        {line(COLUMNS.map((column) => column.header))}
      </Text>
      {reviews.map((review, index) => (
        <Box key={review.id} flexDirection="column">
          <Text wrap="truncate-end">{line(cells[index] ?? [])}</Text>
          <Text wrap="truncate-end">{`${INDENT}${truncate(terminalSafe(review.project.title), TITLE_MAX)}`}</Text>
          <Text dimColor wrap="truncate-end">{`${INDENT}Held: ${holdText(review)}`}</Text>
        </Box>
      ))}
    </Box>
  );
}

const holdText = (review: ReviewResponse): string =>
  review.holdReasons.length === 0
    ? 'no reason recorded'
    : review.holdReasons.map((reason) => terminalSafe(reason.message)).join(' · ');

/** What an approval queued: the terms the bid goes out with, and the proposal whole, line by line. */
export function ApprovedReadout({ message, review }: { readonly message: string; readonly review: ReviewResponse }) {
  return (
    <Box flexDirection="column" gap={1}>
      <KeyValue
        title={message}
        entries={[
          ['Draft', review.id],
          ['Project', `${review.project.title} ${review.project.url}`],
          ['Amount', `${money(review.amount, review.currency)} (${money(review.amountUsd, 'USD')})`],
          ['Delivery', counted(review.period, 'day')],
        ]}
      />
      <Box flexDirection="column">
        <Text bold underline>
          Proposal
        </Text>
        {review.proposal.split('\n').map((line, index) => (
          <Text key={index}>{terminalSafe(line)}</Text>
        ))}
      </Box>
    </Box>
  );
}
