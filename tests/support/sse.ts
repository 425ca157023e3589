/** One server-sent-events message: its data lines joined, its comment, its retry field. */
export interface SseMessage {
  readonly data?: string;
  readonly comment?: string;
  readonly retry?: number;
  readonly event?: string;
}

/** Reads a `text/event-stream` fetch response message by message, for tests. */
export class SseReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(response: Response) {
    if (response.body === null) throw new Error('The response has no body to read events from');
    this.reader = response.body.getReader();
  }

  /** The next message, or null once the server ends the stream; fails after `timeoutMs`. */
  async next(timeoutMs = 2_000): Promise<SseMessage | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseMessage(block);
      }
      const chunk = await withTimeout(this.reader.read(), deadline - Date.now());
      if (chunk.done) return null;
      this.buffer += this.decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, '\n');
    }
  }

  /** The parsed JSON of the next message that carries data, skipping comments and retry hints. */
  async nextData(timeoutMs = 2_000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await this.next(deadline - Date.now());
      if (message === null) throw new Error('The event stream ended before a data message');
      if (message.data !== undefined) return JSON.parse(message.data);
    }
  }

  /** Hangs up, as a browser closing the tab would. */
  async close(): Promise<void> {
    await this.reader.cancel();
  }
}

function parseMessage(block: string): SseMessage {
  const data: string[] = [];
  const message: { data?: string; comment?: string; retry?: number; event?: string } = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      message.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'retry') message.retry = Number(value);
    else if (field === 'event') message.event = value;
  }
  if (data.length > 0) message.data = data.join('\n');
  return message;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No server-sent event within the time allowed`)), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
