import { Text } from 'ink';
import { terminalSafe } from './terminal-safe.js';

/** One line for a failed command: the stable code, then the message a person reads (it may quote stored data: terminal-safe). */
export function ErrorLine({ code, message }: { readonly code: string; readonly message: string }) {
  return (
    <Text>
      <Text color="red" bold>{`${terminalSafe(code)}:`}</Text> {terminalSafe(message)}
    </Text>
  );
}
