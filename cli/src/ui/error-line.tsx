import { Text } from 'ink';
import { terminalSafe } from './terminal-safe.js';

/**
 * One line for a failed command: the stable code, then the message a person reads (it may quote
 * stored data: terminal-safe). A message in `ownLines` is the product's own, written in lines: it
 * keeps its line breaks, and each line is terminal-safe still.
 */
export function ErrorLine({
  code,
  message,
  ownLines = false,
}: {
  readonly code: string;
  readonly message: string;
  readonly ownLines?: boolean;
}) {
  const text = ownLines ? message.split('\n').map(terminalSafe).join('\n') : terminalSafe(message);
  return (
    <Text>
      <Text color="red" bold>{`${terminalSafe(code)}:`}</Text> {text}
    </Text>
  );
}
