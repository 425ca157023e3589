import type { ArmView, VerdictView } from '@contract/prompt-experiments';

/** A p-value as a person reads it: three places below 0.1, so 0.049 never shows as 0.05. */
export function formatP(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p < 0.1 ? p.toFixed(3) : p.toFixed(2)}`;
}

export const formatRate = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

/** The verdict in plain words: what the numbers say so far, and nothing stronger. */
export function verdictText(verdict: VerdictView): string {
  switch (verdict.kind) {
    case 'winner':
      return `${verdict.variantName} gets more replies (${formatP(verdict.pValue)})`;
    case 'too-few-bids':
      return `Not enough bids yet: ${verdict.smallestArm} of ${verdict.minimum}`;
    case 'control-better':
      return `Your current prompt gets more replies (${formatP(verdict.pValue)})`;
    case 'no-winner':
      return `No clear winner yet (${formatP(verdict.pValue)})`;
  }
}

/** What the verdict means for the user's next step. */
export function verdictHint(verdict: VerdictView, minimumSample: number): string {
  switch (verdict.kind) {
    case 'winner':
      return 'Promote it to make it your prompt for this profile; the experiment then ends.';
    case 'too-few-bids':
      return `Each prompt needs ${minimumSample} placed bids before they are compared. Keep bidding.`;
    case 'control-better':
      return 'No variant beat your current prompt. Stop the experiment, or try other variants.';
    case 'no-winner':
      return 'The difference so far could be chance. A winner is named only at p < 0.05.';
  }
}

/** The p column's cell: the adjusted p against the control once both arms have the minimum sample; nothing before, nor for the control. */
export const pCell = (arm: ArmView): string =>
  arm.replyPValue === null || arm.standing === 'too-few-bids'
    ? '—'
    : formatP(arm.replyPValue).replace('p = ', '').replace('p ', '');
