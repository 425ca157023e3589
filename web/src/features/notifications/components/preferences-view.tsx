import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { PreferencesResponse } from '@contract/notifications';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { usePreferences, useUpdatePreferences } from '../api/notifications';
import { NotificationsPage } from '@/components/layouts/notifications-tabs';

type Choice = PreferencesResponse['preferences'];
type Kind = PreferencesResponse['kinds'][number]['kind'];
type Channel = PreferencesResponse['channels'][number]['channel'];

const toggled = (choice: Choice, kind: Kind, channel: Channel, on: boolean): Choice => {
  const current = choice[kind] ?? [];
  return { ...choice, [kind]: on ? [...current, channel] : current.filter((chosen) => chosen !== channel) };
};

/** The kinds × channels matrix: a checkbox per cell, named by both; channels not linked are shown, disabled, with how to link them. */
function PreferencesMatrix({ data }: { readonly data: PreferencesResponse }) {
  const [choice, setChoice] = useState<Choice>(data.preferences);
  useEffect(() => setChoice(data.preferences), [data.preferences]);
  const update = useUpdatePreferences();
  const linked = new Set(data.linked);
  const unlinked = data.channels.filter((channel) => !linked.has(channel.channel));
  const dirty = JSON.stringify(choice) !== JSON.stringify(data.preferences);

  const save = () =>
    update.mutate(
      { preferences: choice as Record<Kind, Channel[]> },
      {
        onSuccess: () => toast.success('Notification preferences saved', { id: 'notification-preferences' }),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : 'Could not save your preferences. Please try again.', {
            id: 'notification-preferences',
          }),
      },
    );

  return (
    <Card className="space-y-4 p-3 sm:p-6">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-xs sm:text-sm">
          <caption className="sr-only">Channels per kind of notification</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-2 text-left font-semibold text-slate-900 sm:pr-4">
                Notification
              </th>
              {data.channels.map((channel) => (
                <th
                  key={channel.channel}
                  scope="col"
                  className={cn(
                    'px-1 py-2 text-center align-bottom font-semibold sm:px-2',
                    linked.has(channel.channel) ? 'text-slate-900' : 'text-slate-600',
                  )}
                >
                  {channel.label}
                  {linked.has(channel.channel) ? null : <span className="block text-xs font-normal">not linked</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.kinds.map((kind) => (
              <tr key={kind.kind} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-3 pr-2 text-left font-medium text-slate-800 sm:pr-4">
                  {kind.label}
                </th>
                {data.channels.map((channel) => {
                  const isLinked = linked.has(channel.channel);
                  // The notice that a channel was switched off always reaches the inbox.
                  const locked = kind.kind === 'channel.disabled' && channel.channel === 'inapp';
                  return (
                    <td key={channel.channel} className="px-1 py-3 text-center sm:px-2">
                      <input
                        type="checkbox"
                        aria-label={`${kind.label} by ${channel.label}`}
                        className={cn(
                          'h-4 w-4 rounded border-slate-300 accent-blue-600 disabled:opacity-40',
                          focusRing,
                        )}
                        // A channel not linked delivers nothing, whatever is chosen for it: shown unticked.
                        checked={isLinked && (choice[kind.kind] ?? []).includes(channel.channel)}
                        disabled={!isLinked || locked}
                        onChange={(event) =>
                          setChoice(toggled(choice, kind.kind, channel.channel, event.target.checked))
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unlinked.length === 0 ? null : (
        <p className="text-sm text-slate-600">
          {unlinked.map((channel) => channel.label).join(', ')}: not linked yet. Link{' '}
          {unlinked.length === 1 ? 'it' : 'them'} on the Channels page to choose {unlinked.length === 1 ? 'it' : 'them'}{' '}
          here; awards then go there too.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={save} disabled={!dirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
        <Button variant="secondary" onClick={() => setChoice(data.preferences)} disabled={!dirty || update.isPending}>
          Discard changes
        </Button>
      </div>
    </Card>
  );
}

/** /notifications/preferences: which notifications go where. */
export function PreferencesView() {
  const preferences = usePreferences();
  useLoadErrorToast([preferences.error], 'Failed to load notification preferences', 'notification-preferences-load');
  return (
    <NotificationsPage title="Notifications" intro="Choose, for each kind of notification, where it reaches you.">
      {preferences.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading preferences" />
        </div>
      ) : preferences.data === undefined ? null : (
        <PreferencesMatrix data={preferences.data} />
      )}
    </NotificationsPage>
  );
}
