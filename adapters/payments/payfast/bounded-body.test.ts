import { describe, expect, it } from 'vitest';
import { readBoundedText } from './bounded-body.js';

/** A body of `chunks` pieces of `size` bytes, counting how many were pulled. */
function streamed(chunks: number, size: number): { readonly response: Response; readonly pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('readBoundedText', () => {
  it('answers a body within the limit whole', async () => {
    expect(await readBoundedText(new Response('VALID'), 5)).toBe('VALID');
    expect(await readBoundedText(new Response(null), 5)).toBe('');
  });

  it('refuses a body that declares more than the limit, unread', async () => {
    const response = new Response('x'.repeat(10), { headers: { 'content-length': '10' } });
    expect(await readBoundedText(response, 9)).toBeNull();
  });

  it('stops reading an undeclared body at the limit', async () => {
    const { response, pulled } = streamed(1_000, 1024);
    expect(await readBoundedText(response, 4 * 1024)).toBeNull();
    expect(pulled()).toBeLessThan(10);
  });
});
