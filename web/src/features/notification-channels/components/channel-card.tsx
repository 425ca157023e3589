import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import type { ChannelStatusResponse } from '@contract/notification-channels';

/** A channel's card: its name and state, why it was switched off, then its own controls. */
export function ChannelCard({
  title,
  status,
  children,
}: {
  readonly title: string;
  readonly status: ChannelStatusResponse;
  readonly children: ReactNode;
}) {
  const deadReason =
    status.switchedOffReason !== null && status.switchedOffReason !== 'Turned off by you'
      ? status.switchedOffReason
      : null;
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {!status.available ? (
          <Badge tone="grey">Not available</Badge>
        ) : status.linked ? (
          <Badge tone="green">On</Badge>
        ) : (
          <Badge tone="grey">Off</Badge>
        )}
      </div>
      {deadReason === null ? null : (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Switched off: {deadReason}
        </p>
      )}
      {children}
    </Card>
  );
}
