import { Box, Text } from 'ink';
import { cellText, type Cell } from './table.js';

/** Labelled values under an optional title, the labels padded to one column. */
export function KeyValue({ title, entries }: { readonly title?: string; readonly entries: readonly (readonly [string, Cell])[] }) {
  const width = Math.max(0, ...entries.map(([label]) => label.length));
  return (
    <Box flexDirection="column">
      {title === undefined ? null : <Text bold underline>{title}</Text>}
      {entries.map(([label, value]) => (
        <Text key={label}>
          <Text dimColor>{`${label.padEnd(width)}  `}</Text>
          {cellText(value)}
        </Text>
      ))}
    </Box>
  );
}
