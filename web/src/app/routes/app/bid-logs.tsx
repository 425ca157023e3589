import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { BidLogsView } from '@/features/bid-logs/components/bid-logs-view';
import { SkippedView } from '@/features/decisions/components/skipped-view';

type View = 'logs' | 'skipped';

const TABS = [
  { key: 'logs', label: 'Bid Logs' },
  { key: 'skipped', label: 'Skipped' },
] as const;

/** /bid-logs (login required): the bids placed, and beside them (?view=skipped) the projects the runs skipped and why. */
export default function BidLogsRoute() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'skipped' ? 'skipped' : 'logs';
  return (
    <div className="mx-auto max-w-7xl">
      <Tabs
        label="Bid Logs views"
        tabs={TABS}
        selected={view}
        onSelect={(next) => setParams(next === 'skipped' ? { view: 'skipped' } : {})}
      >
        {view === 'skipped' ? <SkippedView /> : <BidLogsView />}
      </Tabs>
    </div>
  );
}
