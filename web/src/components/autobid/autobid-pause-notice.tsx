import { PauseCircle } from 'lucide-react';
import type { AutobidPauseMessage } from '@contract/events';
import { PROJECT_KIND_LABELS, type ProjectKind } from '@core/domain/bidding/project-kind';
import { pauseClockTime } from './pause-words';

/** The server's sentence is written to the user; an admin reads it about them. */
function resumesWhenFor(pause: AutobidPauseMessage, about: 'you' | 'the user'): string {
  if (about === 'you' || pause.until !== null) return pause.resumesWhen;
  return pause.code === 'TOKEN_INVALID'
    ? 'It resumes when the user saves a new Freelancer token.'
    : 'It resumes when the user turns autobidding on again.';
}

/**
 * Autobidding paused by Freelancer (docs/design.md#refusals): Freelancer's own words and what ends
 * the pause. The user reads it on the dashboard; an admin reads the same about the user.
 */
export function AutobidPauseNotice({
  pause,
  about = 'you',
}: {
  readonly pause: AutobidPauseMessage;
  readonly about?: 'you' | 'the user';
}) {
  const title = about === 'you' ? 'Autobidding is paused' : 'Autobidding is paused for this user';
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <PauseCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 break-words">
          Freelancer says: <q>{pause.message}</q>
        </p>
        <p className="mt-1">
          {resumesWhenFor(pause, about)}
          {pause.until === null ? null : ` (about ${pauseClockTime(pause.until)})`}
        </p>
      </div>
    </div>
  );
}

/** The kinds of project skipped from now on because Freelancer refused bids on them. */
export function SkippedKindsNote({
  kinds,
  about = 'you',
}: {
  readonly kinds: readonly ProjectKind[];
  readonly about?: 'you' | 'the user';
}) {
  if (kinds.length === 0) return null;
  const listed = kinds.map((kind) => PROJECT_KIND_LABELS[kind]).join(', ');
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <span className="font-semibold">Skipped {about === 'you' ? 'for you' : 'for this user'}:</span> {listed}.
      Freelancer refused {about === 'you' ? 'your' : 'their'} bids on these, so BidPilot no longer tries them.
    </p>
  );
}
