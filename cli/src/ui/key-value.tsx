import { Box, Text } from 'ink';
import { cellText, type Cell } from './table.js';
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
      {labelled.map(([label, value]) => (
        <Text key={label}>
          <Text dimColor>{`${label.padEnd(width)}  `}</Text>
          {cellText(value)}
        </Text>
      ))}
    </Box>
  );
}
