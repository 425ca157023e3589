import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { biddingSettingsQueryOptions } from '@/lib/bidding-settings';
import { useBlockClient } from '@/lib/blocked-clients';
import { PRODUCT } from '@core/domain/config';
import { paths } from '@/config/paths';

export const NEVER_BID_LABEL = 'Never bid for this client';

/**
 * "Never bid for this client" (docs/design.md#settings-for-what-gets-bid), asked before it is done.
 * A client already blocked says so instead; while the settings are unknown the action is offered,
 * since blocking twice is one block.
 */
export function BlockClientAction({ clientId }: { readonly clientId: string }) {
  const settings = useQuery(biddingSettingsQueryOptions());
  const block = useBlockClient();
  const [asking, setAsking] = useState(false);

  if (settings.data?.blockedClientIds.includes(clientId) === true) {
    return (
      <p className="flex items-start gap-2 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
        <Ban aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          Blocked: {PRODUCT.name} never bids for this client.{' '}
          <Link to={paths.settings} className={cn('rounded font-medium text-blue-700 hover:underline', focusRing)}>
            Unblock in Settings
          </Link>
        </span>
      </p>
    );
  }

  return (
    <>
      <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" className="h-4 w-4" />
        {NEVER_BID_LABEL}
      </Button>
      <Modal
        open={asking}
        onOpenChange={setAsking}
        busy={block.isPending}
        title="Never bid for this client?"
        description={`${PRODUCT.name} will skip every project client #${clientId} posts from now on. Bids already placed stay. You can unblock them in Settings, under Client screening.`}
      >
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={block.isPending} onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={block.isPending}
            onClick={() => block.mutate(clientId, { onSuccess: () => setAsking(false) })}
          >
            {block.isPending ? 'Blocking...' : NEVER_BID_LABEL}
          </Button>
        </div>
      </Modal>
    </>
  );
}
