import { Text } from 'ink';
import { terminalSafe } from './terminal-safe.js';

/** A one-line outcome ("Plan created"); green when something changed. */
export function Message({ text, changed = false }: { readonly text: string; readonly changed?: boolean }) {
  return <Text color={changed ? 'green' : undefined}>{terminalSafe(text)}</Text>;
}
