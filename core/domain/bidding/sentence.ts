/** The sentence of `text` around the `length` characters at `index`: up to 200 characters either side, cut at the sentence's ends. */
export function sentenceAround(text: string, index: number, length: number): string {
  const before = text.slice(Math.max(0, index - 200), index);
  const after = text.slice(index + length, index + length + 200);
  const start = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('\n'),
    before.lastIndexOf('! '),
    before.lastIndexOf('? '),
  );
  const end = after.search(/[.!?](?:\s|$)|\n/);
  return `${before.slice(start + 1)}${text.slice(index, index + length)}${end === -1 ? after : after.slice(0, end)}`;
}
