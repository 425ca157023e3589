import { PROPOSAL_LENGTHS, PROPOSAL_WORD_RANGES, type ProposalLength } from '@core/domain/bidding/proposal-length';

const NAMES: Readonly<Record<ProposalLength, string>> = { short: 'Short', standard: 'Standard', long: 'Long' };

/** The length choices as the prompt screens list them, with their word ranges. */
export const PROPOSAL_LENGTH_OPTIONS = PROPOSAL_LENGTHS.map((length) => {
  const { min, max } = PROPOSAL_WORD_RANGES[length];
  return { value: length, label: `${NAMES[length]} (${min}–${max} words)` };
});

export const PROPOSAL_LENGTH_HINT =
  'Proposals of 100–200 words get the most replies; the writer keeps to the range you pick.';
