/**
 * A response body as text, read no further than `limitBytes`: null when it declares or turns out
 * to be longer (the rest is never read). The caller's fetch signal bounds the time, body included.
 */
export async function readBoundedText(response: Response, limitBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) {
    discard(response.body?.cancel());
    return null;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      discard(reader.cancel());
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A cancel is not waited for: a sender that never ends its stream may never settle it either. */
function discard(cancelled: Promise<void> | undefined): void {
  cancelled?.catch(() => undefined);
}
