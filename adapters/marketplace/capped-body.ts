/** Thrown when an answer's body is larger than the reader allows; the caller decides what it means. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The answer is larger than ${limitBytes} bytes`);
  }
}

/**
 * The body as UTF-8 text, read chunk by chunk and abandoned (the stream cancelled) as soon as it
 * passes `limitBytes`, so a huge or endless answer costs at most that much memory. A declared
 * Content-Length over the limit is refused before anything is read. `signal` ends a body that
 * stalls: not every fetch ties the request's signal to the body's stream.
 */
export async function readCappedText(response: Response, limitBytes: number, signal?: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limitBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limitBytes);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  // Cancelling is not awaited: a source that never settles must not hold the caller.
  const abandon = () => void reader.cancel().catch(() => undefined);
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => {
      abandon();
      reject(
        signal?.reason instanceof Error
          ? signal.reason
          : new DOMException('The body did not arrive in time', 'TimeoutError'),
      );
    };
    if (signal?.aborted === true) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
  aborted.catch(() => undefined);
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await Promise.race([reader.read(), aborted]);
    // A source that closes the body when the request is aborted must not pass a cut-off body as whole.
    if (signal?.aborted === true)
      throw signal.reason instanceof Error
        ? signal.reason
        : new DOMException('The body did not arrive in time', 'TimeoutError');
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limitBytes) {
      abandon();
      throw new BodyTooLargeError(limitBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}
