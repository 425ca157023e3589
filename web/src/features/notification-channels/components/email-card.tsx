import type { ChannelStatusResponse } from '@contract/notification-channels';
import { SwitchField } from '@/components/ui/switch-field';
import { useSetEmail } from '../api/channels';
import { ChannelCard } from './channel-card';

/** E-mail to the account's own address, on or off. */
export function EmailCard({ status }: { readonly status: ChannelStatusResponse }) {
  const setEmail = useSetEmail();
  return (
    <ChannelCard title="E-mail" status={status}>
      <p className="text-sm text-slate-700">
        Sent to <span className="font-medium break-all text-slate-900">{status.target}</span>, your account&apos;s
        address.
      </p>
      <SwitchField
        label="E-mail notifications"
        description={
          status.linked ? 'On: the notifications you choose arrive by e-mail.' : 'Off: no notification is e-mailed.'
        }
        checked={status.linked}
        disabled={setEmail.isPending}
        onCheckedChange={(enabled) => setEmail.mutate(enabled)}
      />
      {setEmail.isError ? <p className="text-sm text-red-700">The change could not be saved. Try again.</p> : null}
    </ChannelCard>
  );
}
