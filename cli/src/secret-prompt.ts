import { createInterface } from 'node:readline';

/** Where a command reads a secret: an environment variable first, else the prompt. */
export interface SecretSource {
  env(name: string): string | undefined;
  /** One line typed at a terminal without echo, or the first line of a piped stdin; '' when there is none. */
  prompt(question: string): Promise<string>;
}

export const processSecrets: SecretSource = {
  env: (name) => process.env[name],
  prompt: (question) => promptSecret(question, process.stdin, process.stderr),
};

const ENTER = new Set(['\r', '\n', '\u0004']);
const ERASE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';

/**
 * At a terminal, reads keystrokes in raw mode and echoes none of them, so the secret never shows
 * on screen or in a scrollback; from a pipe (scripts, tests), reads the first line.
 */
export function promptSecret(
  question: string,
  input: NodeJS.ReadStream,
  output: NodeJS.WritableStream,
): Promise<string> {
  return input.isTTY ? readHidden(question, input, output) : readFirstLine(input);
}

function readHidden(question: string, input: NodeJS.ReadStream, output: NodeJS.WritableStream): Promise<string> {
  output.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (settle: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      settle();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (ENTER.has(char)) return finish(() => resolve(typed));
        if (char === INTERRUPT) return finish(() => reject(new Error('Cancelled')));
        typed = ERASE.has(char) ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input, terminal: false });
    let first: string | null = null;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first ?? ''));
  });
}
