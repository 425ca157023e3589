/**
 * How long a proposal runs, in words (docs/design.md#proposal-writer). Proposals of 100–200 words
 * get the most replies in published numbers from proposal tools, so `standard` is the default.
 */
export const PROPOSAL_LENGTHS = ['short', 'standard', 'long'] as const;
export type ProposalLength = (typeof PROPOSAL_LENGTHS)[number];

export const DEFAULT_PROPOSAL_LENGTH: ProposalLength = 'standard';

export interface WordRange {
  readonly min: number;
  readonly max: number;
}

export const PROPOSAL_WORD_RANGES: Readonly<Record<ProposalLength, WordRange>> = {
  short: { min: 60, max: 100 },
  standard: { min: 100, max: 200 },
  long: { min: 200, max: 300 },
};

/**
 * Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens; a
 * number with its separators ("1,200", "375.00") is one word.
 */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+|(?<=\p{N})[.,]\p{N}+)*/gu)?.length ?? 0;
}
