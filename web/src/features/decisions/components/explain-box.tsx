import { CheckCircle2, HelpCircle, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ExplainResponse } from '@contract/explain-project';
import { PROJECT_REFERENCE_REQUIRED } from '@core/domain/bidding/project-reference';
import { FitScoreView } from '@/components/fit/fit-score-view';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-error';
import { useExplainProject } from '../api/explain-project';

const VERDICTS: Readonly<Record<ExplainResponse['verdict'], { readonly text: string; readonly tone: string }>> = {
  bid: {
    text: 'Every rule passes: a run would bid on this project now.',
    tone: 'border-green-300 bg-green-50 text-green-900',
  },
  skip: {
    text: 'A run would skip this project now, for the reasons marked below.',
    tone: 'border-slate-300 bg-slate-50 text-slate-900',
  },
  blocked: {
    text: 'Your account cannot bid right now, whatever the project:',
    tone: 'border-amber-300 bg-amber-50 text-amber-900',
  },
};

function Answer({ answer }: { readonly answer: ExplainResponse }) {
  const verdict = VERDICTS[answer.verdict];
  return (
    <div className="mt-4 space-y-3">
      <p className="break-words text-sm text-slate-700">
        <a
          href={answer.project.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-blue-700 hover:underline"
        >
          {answer.project.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        · {answer.project.type === 'hourly' ? 'Hourly' : 'Fixed price'} · {answer.project.bidCount} bids
      </p>
      <div className={`rounded-md border px-3 py-2 text-sm ${verdict.tone}`}>
        <p className="font-medium">{verdict.text}</p>
        {answer.blocks.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {answer.blocks.map((block) => (
              <li key={block.code}>{block.message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FitScoreView fit={answer.fit} label="Fit score now" />
      <ul className="space-y-1.5" aria-label="Rule verdicts">
        {answer.rules.map((rule) => (
          <li key={rule.code} className="flex items-start gap-2 text-sm">
            {rule.passed ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-600" />
            ) : (
              <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-600" />
            )}
            <span>
              <span className="sr-only">{rule.passed ? 'Passes: ' : 'Fails: '}</span>
              <span className={rule.passed ? 'text-slate-700' : 'font-medium text-red-800'}>{rule.label}</span>
              {rule.message !== null ? <span className="block text-slate-600">{rule.message}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Why not this project?": a link or id checked now against the user's settings, answered rule by rule. */
export function ExplainBox() {
  const [project, setProject] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const explain = useExplainProject();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (project.trim() === '') {
      setProblem(PROJECT_REFERENCE_REQUIRED);
      return;
    }
    setProblem(undefined);
    explain.mutate(project.trim());
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <HelpCircle aria-hidden="true" className="h-4 w-4 text-slate-500" />
        Why not this project?
      </h2>
      <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit} noValidate>
        <Field
          className="flex-1"
          label="Freelancer project link or id"
          placeholder="https://www.freelancer.com/projects/…"
          value={project}
          onChange={(event) => setProject(event.target.value)}
          maxLength={500}
          error={
            problem ?? (explain.isError ? errorMessage(explain.error, 'The project could not be checked') : undefined)
          }
        />
        <Button type="submit" className="sm:mt-6" disabled={explain.isPending}>
          {explain.isPending ? 'Checking…' : 'Check'}
        </Button>
      </form>
      {explain.data !== undefined && !explain.isError ? <Answer answer={explain.data} /> : null}
    </section>
  );
}
