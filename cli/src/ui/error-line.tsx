import { Text } from 'ink';

/** One line for a failed command: the stable code, then the message a person reads. */
export function ErrorLine({ code, message }: { readonly code: string; readonly message: string }) {
  return (
    <Text>
      <Text color="red" bold>{`${code}:`}</Text> {message}
    </Text>
  );
}
