import type { FitResponse } from '@contract/fit-score';
import { Badge, type BadgeTone } from '../ui/badge';

/** Good from 70, doubtful under 40: the bands the settings' minimum fit and review lane suggest (docs/design.md#fit-score). */
export const fitTone = (score: number): BadgeTone => (score >= 70 ? 'green' : score >= 40 ? 'amber' : 'red');

/** "Fit 82": a score alone, where a list has no room for its reasons. */
export function FitBadge({ score }: { readonly score: number }) {
  return (
    <Badge tone={fitTone(score)}>
      Fit {score}
      <span className="sr-only"> out of 100</span>
    </Badge>
  );
}

/** The reason as the core prints it: "+18 shares 4 of 5 skills", with a true minus sign. */
const line = (points: number, text: string): string => `${points >= 0 ? '+' : '−'}${Math.abs(points)} ${text}`;

/** A fit score with its top reasons, largest first. */
export function FitScoreView({ fit, label = 'Fit score' }: { readonly fit: FitResponse; readonly label?: string }) {
  return (
    <div>
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        {label} <FitBadge score={fit.score} />
      </h3>
      {fit.reasons.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Freelancer gave nothing that moves the score either way.</p>
      ) : (
        <ul aria-label="Fit reasons" className="mt-2 space-y-1 text-sm">
          {fit.reasons.map((reason) => (
            <li key={reason.code} className={reason.points >= 0 ? 'text-green-800' : 'text-red-800'}>
              {line(reason.points, reason.text)}
            </li>
          ))}
        </ul>
      )}
      {fit.adjustment === undefined ? null : (
        <p className="mt-2 text-sm text-slate-700">
          Adjusted by the language model {line(fit.adjustment.points, fit.adjustment.reason)} (to{' '}
          {fit.adjustment.adjustedScore})
        </p>
      )}
    </div>
  );
}
