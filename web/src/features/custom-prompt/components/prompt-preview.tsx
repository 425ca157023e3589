import { Eye } from 'lucide-react';
import { GUIDANCE_LINE } from '@core/domain/bidding/default-prompt';
import { fillPromptPlaceholders, type PromptFacts } from '@core/domain/bidding/prompt-placeholders';
import { Card, CardTitle } from '@/components/ui/card';
import { SAMPLE_PROJECT } from './sample-project';
import { isBlank } from './prompt-rules';

function FilledPrompt({ text }: { readonly text: string }) {
  return (
    <div
      data-testid="prompt-preview"
      className="mt-4 whitespace-pre-wrap xl:max-h-[32rem] xl:overflow-y-auto break-words rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-900"
    >
      {text.split('\n').map((line, index) =>
        GUIDANCE_LINE.test(line) ? (
          <p key={index} className="italic text-slate-600">
            <span className="mr-1 rounded bg-amber-100 px-1 text-xs font-semibold not-italic text-amber-900">
              Guidance
            </span>
            {line}
          </p>
        ) : (
          <p key={index}>{line === '' ? '\u00a0' : line}</p>
        ),
      )}
    </div>
  );
}

/**
 * The prompt as a writer receives it for a sample project: every placeholder filled by the same
 * function the server's writers use, from the user's own skills and bid rules.
 */
export function PromptPreview({
  text,
  facts,
  enabled,
}: {
  readonly text: string;
  readonly facts: PromptFacts;
  readonly enabled: boolean;
}) {
  return (
    <Card className="space-y-2">
      <div className="flex items-center gap-2">
        <Eye aria-hidden="true" className="h-5 w-5 text-blue-600" />
        <CardTitle>Preview</CardTitle>
      </div>
      <p className="text-sm text-slate-600">
        Your prompt with its placeholders filled for a sample project,{' '}
        <span className="font-medium text-slate-800">“{SAMPLE_PROJECT.title}”</span> ({SAMPLE_PROJECT.skills.join(', ')}
        ; budget ${SAMPLE_PROJECT.budgetMin}–${SAMPLE_PROJECT.budgetMax}), with your skills and bid settings. With an AI
        writer this is the instruction it follows to write each proposal; without one, the proposal is this text itself,
        minus the lines marked Guidance, and a prompt using the brief's placeholders gets a few sentences of your bid's
        facts to reach its length.
      </p>
      {enabled ? null : (
        <p className="text-sm font-medium text-amber-800">
          Custom prompt is off: bids use the default template until you switch it on and save.
        </p>
      )}
      {facts.skills.length === 0 ? (
        <p className="text-sm text-slate-600">
          You have no skills saved yet, so the skill placeholders come out empty. Add skills on your Profile.
        </p>
      ) : null}
      {isBlank(text) ? (
        <p className="mt-4 rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          Write a prompt to see its preview.
        </p>
      ) : (
        <FilledPrompt text={fillPromptPlaceholders(text, facts)} />
      )}
    </Card>
  );
}
