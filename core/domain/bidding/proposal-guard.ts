/**
 * The pre-bid proposal guard (docs/design.md#proposal-guard): every proposal is checked here after
 * it is written and before it is placed. Contact details are taken out (Freelancer forbids them in
 * bids and suspends accounts that keep sending them); hidden ones, talk of moving off the site,
 * unfilled placeholders and texts outside the length limits hold the bid; and a near-copy of a
 * recent proposal is written again once, then held.
 */

import { contactSpans, removeContactDetails, type ContactKind } from './contact-details.js';
import { spellsOutAPhone } from './contact-spelled-numbers.js';
import { domainsNamedIn, hostOf, isContactHost } from './contact-web-addresses.js';
import { offPlatformTalk } from './off-platform.js';
import { revealText } from './reveal-text.js';

export type { ContactKind } from './contact-details.js';

/** Freelancer documents no bid description limits we could find; these are conservative (docs/design.md#proposal-guard). */
export const PROPOSAL_MIN_CHARS = 30;
export const PROPOSAL_MAX_CHARS = 1_500;
/** How many of the user's latest sent proposals a new one is compared with. */
export const RECENT_PROPOSALS = 50;
/** Word 3-shingle Jaccard similarity at or above which a proposal is a near-copy. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;
/**
 * Contact details are removed sentence by sentence; when the sentences left hold fewer than this
 * share of the proposal's words, it was mostly a pitch to talk elsewhere and is held instead.
 */
export const MIN_KEPT_WORD_SHARE = 0.5;

export type ProposalVerdict =
  /** Fit to send as `text` (the written text less any sentence that carried `removed` contact details). */
  | { readonly kind: 'pass'; readonly text: string; readonly removed: readonly ContactKind[] }
  /** A near-copy of `similarTo`, one of the recent proposals: ask the writer for a different text once. */
  | { readonly kind: 'rewrite'; readonly reason: string; readonly similarTo: string }
  /** Not to be sent; `reason` is what the bid log and the admin screens show. */
  | { readonly kind: 'hold'; readonly reason: string };

export interface GuardOptions {
  /** The text is already the writer's rewrite: a near-copy now holds the bid. */
  readonly afterRewrite?: boolean;
  /** The project's title and description: a domain the client named there is theirs, no contact detail. */
  readonly brief?: string;
  /**
   * Links the user entered themselves (their portfolio item's address): each is let through where
   * it stands, exactly as entered. An address on a messenger or mailbox host is no portfolio and
   * is never let through.
   */
  readonly ownLinks?: readonly string[];
}

/** Short enough for the bid log's cards, which show 60 characters of a reason. */
export const GUARD_REASONS = {
  placeholder: (found: string) =>
    `Unfilled placeholder in the proposal: ${found.length > 30 ? `${found.slice(0, 26).trimEnd()}...${found.at(-1)}` : found}.`,
  mostlyContact: 'The proposal was mostly contact details.',
  tooShort: `The proposal is too short to send (under ${PROPOSAL_MIN_CHARS} characters).`,
  tooLong: `The proposal is too long to send (over ${PROPOSAL_MAX_CHARS.toLocaleString('en-US')} characters).`,
  nearDuplicate: 'Too similar to a recent proposal.',
  stillDuplicate: 'Too similar to a recent proposal, even after a rewrite.',
  hiddenContact: 'The proposal hides contact details in odd spelling.',
  directionOverride: 'The proposal has hidden characters that reorder its text.',
  offPlatformContact: 'The proposal asks the client to talk off Freelancer.',
  offPlatformPayment: 'The proposal asks to be paid outside Freelancer.',
} as const;

const wordCount = (text: string): number => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

// ── Placeholders ───────────────────────────────────────────────────────────────────────────────

/** "[Project Title]", "{name}", "{{client}}": a gap a template or a model left for someone to fill. */
const PLACEHOLDER =
  /\{\{[^{}\n]{0,60}?[a-z][^{}\n]{0,60}?\}\}|\{[^{}\n]{0,60}?[a-z][^{}\n]{0,60}?\}|\[[^[\]\n]{0,60}?[a-z][^[\]\n]{0,60}?\]/i;

export const findPlaceholder = (text: string): string | null => PLACEHOLDER.exec(text)?.[0] ?? null;

// ── Near-duplicates ────────────────────────────────────────────────────────────────────────────

/** The text's word 3-shingles (lower case, punctuation ignored); a text under three words is one shingle. */
export function shingles(text: string): ReadonlySet<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 3) return new Set(words.length === 0 ? [] : [words.join(' ')]);
  const set = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return set;
}

/** Jaccard similarity of two shingle sets: shared over all; 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The recent proposal most like `text`, when it is a near-copy. */
function nearDuplicateOf(text: string, recentProposals: readonly string[]): string | null {
  const mine = shingles(text);
  let best: { readonly text: string; readonly similarity: number } | null = null;
  for (const earlier of recentProposals.slice(0, RECENT_PROPOSALS)) {
    const similarity = jaccard(mine, shingles(earlier));
    if (similarity >= NEAR_DUPLICATE_SIMILARITY && (best === null || similarity > best.similarity))
      best = { text: earlier, similarity };
  }
  return best?.text ?? null;
}

// ── Hidden contact details ─────────────────────────────────────────────────────────────────────

/**
 * Whether the text, read without its tricks, shows a contact detail that the plain patterns do not
 * find as written: a detail hidden on purpose, so the whole bid is held rather than one sentence cut.
 */
function hidesContactDetails(written: string, revealed: string, clientDomains: ReadonlySet<string>): boolean {
  if (spellsOutAPhone(written)) return true;
  // Compared without spaces, letter case or kinds of dash, which the reading changes in plain details too, and
  // without a closing sign, which a link's path takes in and an id does not ("instagr.am/ada." against "instagram/ada").
  const key = (found: string): string =>
    found
      .replace(/\s+/g, '')
      .replace(/[‐‑‒–—―−]/g, '-')
      .replace(/[.,;:!?]+$/, '')
      .toLowerCase();
  // A plain detail is as plain in its reading: "instagr.am/ada" reads "instagram/ada", a network's id after a slash.
  const plain = new Set(
    contactSpans(written, clientDomains).flatMap(({ start, end }) => {
      const found = written.slice(start, end);
      return [key(found), key(revealText(found))];
    }),
  );
  return contactSpans(revealed, clientDomains, { spelled: true }).some(
    ({ start, end }) => !plain.has(key(revealed.slice(start, end))),
  );
}

/**
 * An LRO or RLO (U+202D, U+202E) forces the order the text is shown in. No proposal written in any
 * language needs one (right-to-left text is laid out by its letters, helped at most by marks,
 * embeddings and isolates); it only makes a reader see other words than are written.
 */
const DIRECTION_OVERRIDE = /[\u202d\u202e]/;

// ── The user's own links ───────────────────────────────────────────────────────────────────────

const OWN_LINK = /^https?:\/\/[^\s<>"')\]]{1,500}$/i;

/**
 * The text with each of the user's own links swapped for a word no check reads as a contact
 * detail, and the way back. A word of letters only: digits or brackets would look like a phone or
 * a placeholder to the checks.
 */
function maskOwnLinks(
  text: string,
  links: readonly string[] | undefined,
): { readonly masked: string; readonly restore: (text: string) => string } {
  const usable = [...new Set(links ?? [])]
    .filter((link) => OWN_LINK.test(link) && !isContactHost(hostOf(link)))
    .sort((a, b) => b.length - a.length)
    .slice(0, 26);
  const present = usable.filter((link) => text.includes(link));
  if (present.length === 0) return { masked: text, restore: (restored) => restored };
  const token = (index: number): string => `ownlinkmark${String.fromCharCode(97 + index)}`;
  let masked = text;
  present.forEach((link, index) => {
    masked = masked.split(link).join(token(index));
  });
  return {
    masked,
    restore: (restored) => present.reduce((out, link, index) => out.split(token(index)).join(link), restored),
  };
}

// ── The guard ──────────────────────────────────────────────────────────────────────────────────

/**
 * Checks one written proposal against the rules, in this order: talk of moving off Freelancer
 * holds it; a contact detail that shows only once the text is read without its tricks holds it; a
 * direction override holds it; plain contact details are removed (held when that leaves too
 * little); a placeholder holds it; the length limits hold it; a near-copy of one of
 * `recentProposals` (newest first, the user's last sent ones) asks for a rewrite, or holds it when
 * `afterRewrite` (the text already is the rewrite).
 */
export function checkProposal(
  text: string,
  recentProposals: readonly string[],
  options: GuardOptions = {},
): ProposalVerdict {
  const { masked: written, restore } = maskOwnLinks(text.trim(), options.ownLinks);
  const clientDomains = domainsNamedIn(options.brief ?? '');
  // A deliberate move off the site holds the whole bid: taking out one sentence would send the rest of the plan.
  const revealed = revealText(written);
  const offPlatform = offPlatformTalk(revealed);
  if (offPlatform !== null)
    return {
      kind: 'hold',
      reason: offPlatform === 'payment' ? GUARD_REASONS.offPlatformPayment : GUARD_REASONS.offPlatformContact,
    };
  // Contact details next: "ada[at]example[dot]com" is an address, not two placeholders.
  if (hidesContactDetails(written, revealed, clientDomains))
    return { kind: 'hold', reason: GUARD_REASONS.hiddenContact };
  if (DIRECTION_OVERRIDE.test(written)) return { kind: 'hold', reason: GUARD_REASONS.directionOverride };
  const { text: cleaned, removed } = removeContactDetails(written, clientDomains);
  // A disguised copy of a plain detail matched the plain one above and would go out once it is cut.
  if (removed.length > 0 && hidesContactDetails(cleaned, revealText(cleaned), clientDomains))
    return { kind: 'hold', reason: GUARD_REASONS.hiddenContact };
  if (
    removed.length > 0 &&
    (cleaned.length < PROPOSAL_MIN_CHARS || wordCount(cleaned) < wordCount(written) * MIN_KEPT_WORD_SHARE)
  ) {
    return { kind: 'hold', reason: GUARD_REASONS.mostlyContact };
  }
  const kept = restore(cleaned);
  const placeholder = findPlaceholder(kept);
  if (placeholder !== null) return { kind: 'hold', reason: GUARD_REASONS.placeholder(placeholder) };
  const length = Array.from(kept).length;
  if (length < PROPOSAL_MIN_CHARS) return { kind: 'hold', reason: GUARD_REASONS.tooShort };
  if (length > PROPOSAL_MAX_CHARS) return { kind: 'hold', reason: GUARD_REASONS.tooLong };

  const similarTo = nearDuplicateOf(kept, recentProposals);
  if (similarTo !== null) {
    return options.afterRewrite === true
      ? { kind: 'hold', reason: GUARD_REASONS.stillDuplicate }
      : { kind: 'rewrite', reason: GUARD_REASONS.nearDuplicate, similarTo };
  }
  return { kind: 'pass', text: kept, removed };
}
