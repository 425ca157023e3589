/**
 * Text in the order a reader sees it (see reveal-text.ts): "to \u202eppAstahW\u202c" is shown as
 * "to WhatsApp", because a right-to-left override (RLO, U+202E) lays out every character up to its
 * pop (PDF, U+202C), or the paragraph's end, from right to left.
 *
 * The explicit part of the Unicode bidi algorithm (UAX #9, X1–X10, L2 and L4), kept to what changes
 * the order of a Latin reader's text: an override (RLO, LRO) forces the direction of every
 * character in it, so an RLO's run is shown reversed, its brackets mirrored; an embedding or an
 * isolate (RLE, LRE, RLI, LRI, FSI) only sets the direction neutral characters take, and letters
 * keep their own, so its text keeps its order and moves as one piece inside an override. Text
 * outside overrides stays in written order: how Arabic or Hebrew words around it are laid out
 * hides no Latin word or number.
 */

type Direction = 'ltr' | 'rtl';

/** The initiators and terminators of embeddings, overrides and isolates; direction marks stay for later steps. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;
const EMBEDDING_OR_OVERRIDE: Readonly<Record<string, { readonly rtl: boolean; readonly override: boolean }>> = {
  '\u202a': { rtl: false, override: false },
  '\u202b': { rtl: true, override: false },
  '\u202d': { rtl: false, override: true },
  '\u202e': { rtl: true, override: true },
};
const PDF = '\u202c';
const [LRI, RLI, FSI, PDI] = ['\u2066', '\u2067', '\u2068', '\u2069'];
/** UAX #9's max_depth: a deeper initiator is ignored, and so is its pop. */
const MAX_DEPTH = 125;

/** Characters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko …) and the RLM and ALM marks. */
const RTL_STRONG = /[\u0590-\u08ff\u200f\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
const LTR_STRONG = /[\p{L}\u200e]/u;
/** A character shown right to left is drawn mirrored (L4): "(" looks like ")". */
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/**
 * Paragraph separators (class B: the information separators U+001C–U+001E, NEL, U+2029) always end
 * every scope; line feeds may only break the line, as a `<br>` does.
 */
// eslint-disable-next-line no-control-regex -- class B includes three control characters
const PARAGRAPH_SEPARATORS = /([\u001c-\u001e\u0085\u2029])/u;
// eslint-disable-next-line no-control-regex -- as above
const NEWLINE_PARAGRAPHS = /([\r\n\u001c-\u001e\u0085\u2029])/u;
const LINE_BREAK = /[\r\n\u2028]/u;

interface Scope {
  readonly level: number;
  readonly override: Direction | null;
  readonly isolate: boolean;
  pieces: string[];
}

/** P2/P3 and FSI: the direction of the first strong letter, skipping isolated text, up to the closing PDI. */
function firstStrongDirection(chars: readonly string[], from: number): Direction {
  let isolates = 0;
  for (const char of chars.slice(from)) {
    if (char === LRI || char === RLI || char === FSI) isolates += 1;
    else if (char === PDI) {
      if (isolates === 0) break;
      isolates -= 1;
    } else if (isolates === 0 && RTL_STRONG.test(char)) return 'rtl';
    else if (isolates === 0 && LTR_STRONG.test(char)) return 'ltr';
  }
  return 'ltr';
}

/** One paragraph laid out: scopes opened and closed by the controls, each line reordered on its own. */
class ParagraphLayout {
  private readonly scopes: Scope[];
  private overflowIsolates = 0;
  private overflowEmbeddings = 0;
  private validIsolates = 0;
  private shown = '';

  constructor(direction: Direction) {
    this.scopes = [{ level: direction === 'rtl' ? 1 : 0, override: null, isolate: false, pieces: [] }];
  }

  private get top(): Scope {
    return this.scopes.at(-1)!;
  }

  /** X2–X5c: a new scope at the next odd (right to left) or even level, unless that is too deep. */
  open(rtl: boolean, override: boolean, isolate: boolean): void {
    const level = rtl ? (this.top.level + 1) | 1 : (this.top.level + 2) & ~1;
    if (level <= MAX_DEPTH && this.overflowIsolates === 0 && this.overflowEmbeddings === 0) {
      if (isolate) this.validIsolates += 1;
      this.scopes.push({ level, override: override ? (rtl ? 'rtl' : 'ltr') : null, isolate, pieces: [] });
    } else if (isolate) this.overflowIsolates += 1;
    else if (this.overflowIsolates === 0) this.overflowEmbeddings += 1;
  }

  /** X7: a PDF closes the latest embedding or override, never an isolate. */
  popEmbedding(): void {
    if (this.overflowIsolates > 0) return;
    if (this.overflowEmbeddings > 0) this.overflowEmbeddings -= 1;
    else if (!this.top.isolate && this.scopes.length > 1) this.close();
  }

  /** X6a: a PDI closes the latest isolate and everything opened in it. */
  popIsolate(): void {
    if (this.overflowIsolates > 0) this.overflowIsolates -= 1;
    else if (this.validIsolates > 0) {
      this.overflowEmbeddings = 0;
      while (!this.top.isolate) this.close();
      this.close();
      this.validIsolates -= 1;
    }
  }

  add(char: string): void {
    this.top.pieces.push(this.top.override === 'rtl' ? (MIRRORED[char] ?? char) : char);
  }

  /** L1–L2: a line is reordered on its own; its scopes go on over the next line. */
  breakLine(lineBreak: string): void {
    for (let index = this.scopes.length - 1; index > 0; index--) {
      this.scopes[index - 1]!.pieces.push(shown(this.scopes[index]!));
      this.scopes[index]!.pieces = [];
    }
    this.shown += shown(this.scopes[0]!) + lineBreak;
    this.scopes[0]!.pieces = [];
  }

  end(): string {
    this.breakLine('');
    return this.shown;
  }

  private close(): void {
    const scope = this.scopes.pop()!;
    this.top.pieces.push(shown(scope));
  }
}

/** A scope's pieces (characters and the nested scopes, each shown whole) in the order they are shown. */
const shown = (scope: Scope): string =>
  (scope.override === 'rtl' ? [...scope.pieces].reverse() : scope.pieces).join('');

function displayParagraph(paragraph: string): string {
  const chars = Array.from(paragraph);
  const layout = new ParagraphLayout(firstStrongDirection(chars, 0));
  chars.forEach((char, index) => {
    const embedding = EMBEDDING_OR_OVERRIDE[char];
    if (embedding !== undefined) layout.open(embedding.rtl, embedding.override, false);
    else if (char === LRI || char === RLI) layout.open(char === RLI, false, true);
    else if (char === FSI) layout.open(firstStrongDirection(chars, index + 1) === 'rtl', false, true);
    else if (char === PDF) layout.popEmbedding();
    else if (char === PDI) layout.popIsolate();
    else if (LINE_BREAK.test(char)) layout.breakLine(char);
    else layout.add(char);
  });
  return layout.end();
}

const displayOrder = (text: string, paragraphs: RegExp): string =>
  text
    .split(paragraphs)
    .map((part) => (paragraphs.test(part) ? part : displayParagraph(part)))
    .join('');

/**
 * The text as shown, without its embedding, override and isolate controls. A line feed ends a
 * paragraph, and every scope in it, in plain text and where a page keeps the line breaks as
 * written; a page that turns it into a `<br>` keeps the scopes going over the next line. When the
 * two show different text, both readings are given, one after the other on lines of their own.
 */
export function displayedText(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  const asParagraphs = displayOrder(text, NEWLINE_PARAGRAPHS);
  const asLines = displayOrder(text, PARAGRAPH_SEPARATORS);
  return asLines === asParagraphs ? asParagraphs : `${asParagraphs}\n${asLines}`;
}
