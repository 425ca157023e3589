/**
 * The brief's sentences, ended by a line break or by . ! ? before a space, each trimmed of a list
 * marker: a dot inside "client.example" or "Node.js" ends none, so a question about Vue.js is read
 * whole and a sentence with an address stays whole and is judged whole.
 */
export const briefSentences = (text: string): string[] =>
  text
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/^(?:[-*•–]|\(?\d{1,2}[.)])\s{0,3}/, '').trim())
    .filter((sentence) => sentence !== '');
