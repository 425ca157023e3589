import { useState, type FormEvent } from 'react';
import type { ChannelStatusResponse } from '@contract/notification-channels';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-error';
import { useRemoveSlack, useSendTest, useSetSlack } from '../api/channels';
import { ChannelCard } from './channel-card';

/** Slack through an incoming webhook: paste its URL and Save; once saved, Send test message or Remove. */
export function SlackCard({
  status,
  simulatorUrl,
}: {
  readonly status: ChannelStatusResponse;
  readonly simulatorUrl: string | null;
}) {
  const [url, setUrl] = useState('');
  const save = useSetSlack();
  const remove = useRemoveSlack();
  const test = useSendTest('slack');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url.trim(), { onSuccess: () => setUrl('') });
  };
  return (
    <ChannelCard title="Slack" status={status}>
      {status.linked ? (
        <>
          <p className="text-sm text-slate-700">Posting to this incoming webhook:</p>
          <p className="break-all rounded-md bg-slate-50 p-2 font-mono text-sm text-slate-800">{status.target}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => test.mutate()} disabled={test.isPending}>
              {test.isPending ? 'Sending…' : 'Send test message'}
            </Button>
            <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Remove
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field
            label="Webhook URL"
            name="webhookUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://hooks.slack.com/services/…"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={save.isError ? errorMessage(save.error, 'The webhook could not be saved') : undefined}
            hint={
              <>
                In Slack, add the Incoming Webhooks app to a channel and copy its Webhook URL.
                {simulatorUrl === null ? null : (
                  <>
                    {' '}
                    Offline, create one in the{' '}
                    <a
                      href={simulatorUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium text-blue-700 underline"
                    >
                      built-in Slack simulator
                    </a>
                    .
                  </>
                )}
              </>
            }
          />
          <Button type="submit" disabled={save.isPending || url.trim() === ''}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </form>
      )}
    </ChannelCard>
  );
}
