import { useMemo } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import type { BiddingSettings } from '@/lib/bidding-settings';
import { useSession } from '@/lib/session';
import { defaultBiddingSettings } from '@core/domain/bidding/settings';
import { usePromptSettings } from '../api/get-prompt-settings';
import { initialDraft, usePromptEditor } from '../hooks/use-prompt-editor';
import { PromptEditor } from './prompt-editor';
import { PromptPreview } from './prompt-preview';
import { previewFacts } from './sample-project';

/** Unreadable settings leave the preview the defaults' bid rules and no skills. */
const FALLBACK_SETTINGS = defaultBiddingSettings('', new Date(0));

function CustomPromptWorkspace({
  settings,
  userName,
}: {
  readonly settings: BiddingSettings | undefined;
  readonly userName: string;
}) {
  const editor = usePromptEditor(initialDraft(settings));
  const facts = useMemo(() => previewFacts(settings ?? FALLBACK_SETTINGS, userName), [settings, userName]);
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <PromptEditor editor={editor} />
      <div className="xl:sticky xl:top-8">
        <PromptPreview text={editor.draft.text} facts={facts} enabled={editor.draft.enabled} />
      </div>
    </div>
  );
}

/** The Custom Proposal Prompt screen: the user's own prompt, its live preview and its placeholders. */
export function CustomPromptScreen() {
  const { user } = useSession();
  const settings = usePromptSettings();
  if (user === null || settings.isPending) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Custom Proposal Prompt</h1>
        <p className="mt-1 text-slate-600">
          Tell the proposal writer how your bids should read: structure, tone and what to mention.
        </p>
      </header>
      <CustomPromptWorkspace settings={settings.data} userName={user.name} />
    </div>
  );
}
