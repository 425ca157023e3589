import { Box, Text } from 'ink';
import { cellText, type Cell } from './cell.js';
import { terminalSafe } from './terminal-safe.js';

/** Labelled values under an optional title, the labels padded to one column; all of it terminal-safe. */
export function KeyValue({
  title,
  entries,
}: {
  readonly title?: string;
  readonly entries: readonly (readonly [string, Cell])[];
}) {
  const labelled = entries.map(([label, value]) => [terminalSafe(label), value] as const);
  const width = Math.max(0, ...labelled.map(([label]) => label.length));
  return (
    <Box flexDirection="column">
      {title === undefined ? null : (
        <Text bold underline>
          {terminalSafe(title)}
        </Text>
      )}
      {/* The value wraps in a column of its own: a long one (the pending migrations, a proposal) continues under itself, not under the labels. */}
      {labelled.map(([label, value]) => (
        <Box key={label}>
          <Box flexShrink={0} width={width + 2}>
            <Text dimColor>{label}</Text>
          </Box>
          <Text>{cellText(value)}</Text>
        </Box>
      ))}
    </Box>
  );
}
