import { RotateCcw, Save } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { PROPOSAL_LENGTH_HINT, PROPOSAL_LENGTH_OPTIONS } from '@/lib/proposal-length';
import type { ProposalLength } from '@core/domain/bidding/proposal-length';
import type { PromptEditorState } from '../hooks/use-prompt-editor';
import { PlaceholderButtons } from './placeholder-buttons';
import { PROMPT_SAVED } from '../api/save-prompt-settings';
import {
  counterText,
  CUSTOM_PROMPT_MAX_LENGTH,
  ENABLE_BLOCKED,
  isBlank,
  PROMPT_REQUIRED_HINT,
  SAVE_BLOCKED,
} from './prompt-rules';

function Outcome({ editor, blockedId }: { readonly editor: PromptEditorState; readonly blockedId: string }) {
  return (
    <div className="min-w-0 flex-1 text-sm">
      {editor.blocked ? (
        <p id={blockedId} className="text-red-700">
          {SAVE_BLOCKED}
        </p>
      ) : null}
      <div role="status">{editor.savedShown ? <p className="font-medium text-green-700">{PROMPT_SAVED}</p> : null}</div>
      <div role="alert">{editor.saveError === null ? null : <p className="text-red-700">{editor.saveError}</p>}</div>
    </div>
  );
}

/** The switch, the text area with its counter and hint, the placeholders, Reset to Default and Save Settings. */
export function PromptEditor({ editor }: { readonly editor: PromptEditorState }) {
  const id = useId();
  const { draft } = editor;
  const requiredNow = draft.enabled && isBlank(draft.text);
  return (
    <Card className="space-y-5">
      <div>
        <CardTitle>Proposal Prompt</CardTitle>
        <p className="mt-1 text-sm text-slate-600">
          Write the prompt your proposals are written from, or keep the default template.
        </p>
      </div>
      <div>
        <SwitchField
          label="Use Custom Prompt"
          checked={draft.enabled}
          onCheckedChange={editor.setEnabled}
          description={draft.enabled ? 'Your prompt below is used for every bid.' : 'Bids use the default template.'}
        />
        <div role="alert">
          {editor.enableRefused ? <p className="mt-2 text-sm text-red-700">{ENABLE_BLOCKED}</p> : null}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-700">
          Custom Prompt
        </label>
        <textarea
          id={`${id}-text`}
          ref={editor.textarea}
          rows={14}
          maxLength={CUSTOM_PROMPT_MAX_LENGTH}
          value={draft.text}
          onChange={(event) => editor.setText(event.target.value)}
          aria-describedby={`${id}-hint ${id}-counter`}
          aria-invalid={requiredNow ? true : undefined}
          className={cn(inputClasses(requiredNow), 'resize-y font-mono leading-relaxed')}
        />
        <div className="mt-1 flex items-start justify-between gap-3 text-sm">
          <p id={`${id}-hint`} className={requiredNow ? 'text-red-700' : 'text-slate-600'}>
            {PROMPT_REQUIRED_HINT}
          </p>
          <p id={`${id}-counter`} className="shrink-0 tabular-nums text-slate-600">
            <span className="sr-only">Characters used: </span>
            {counterText(draft.text)}
          </p>
        </div>
      </div>
      <PlaceholderButtons onInsert={editor.insert} />
      <SelectField
        label="Proposal length"
        hint={PROPOSAL_LENGTH_HINT}
        options={PROPOSAL_LENGTH_OPTIONS}
        value={draft.length}
        onChange={(event) => editor.setLength(event.target.value as ProposalLength)}
        className="max-w-sm"
      />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Outcome editor={editor} blockedId={`${id}-blocked`} />
        <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={editor.reset} disabled={editor.saving}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Reset to Default
          </Button>
          <Button
            onClick={editor.save}
            disabled={editor.blocked || editor.saving}
            aria-describedby={editor.blocked ? `${id}-blocked` : undefined}
          >
            <Save aria-hidden="true" className="h-4 w-4" />
            {editor.saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
