import type { DecisionResponse } from '@contract/decisions';
import type { BadgeTone } from '@/components/ui/badge';

export type DecisionView = DecisionResponse;

export const OUTCOME_LABELS: Readonly<Record<DecisionView['outcome'], string>> = {
  queued: 'Queued',
  skipped: 'Skipped',
  held: 'Held',
};

export const OUTCOME_TONES: Readonly<Record<DecisionView['outcome'], BadgeTone>> = {
  queued: 'blue',
  skipped: 'grey',
  held: 'amber',
};
