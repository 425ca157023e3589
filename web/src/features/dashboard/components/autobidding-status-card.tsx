import { FlaskConical, Play, Square } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';

export interface AutobiddingStatusCardProps {
  readonly active: boolean;
  /** Freelancer paused autobidding: the notice above says why. */
  readonly paused?: boolean;
  readonly switching: boolean;
  readonly testing: boolean;
  readonly onToggle: () => void;
  readonly onTest: () => void;
}

/** Autobidding Status: whether bids go out on schedule, Start/Stop Autobidding and Test Bidding. */
export function AutobiddingStatusCard({
  active,
  paused = false,
  switching,
  testing,
  onToggle,
  onTest,
}: AutobiddingStatusCardProps) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Autobidding Status</CardTitle>
        <Badge tone={paused ? 'amber' : active ? 'green' : 'grey'}>
          {paused ? 'Paused' : active ? 'Active' : 'Stopped'}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {paused
          ? 'Freelancer paused autobidding: no bids are placed until it resumes.'
          : active
            ? 'BidPilot is finding matching projects and placing bids on your schedule.'
            : 'Autobidding is stopped: no bids are placed until you start it.'}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant={active ? 'danger' : 'primary'} onClick={onToggle} disabled={switching}>
          {active ? <Square aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
          {switching ? (active ? 'Stopping...' : 'Starting...') : active ? 'Stop Autobidding' : 'Start Autobidding'}
        </Button>
        <Button variant="secondary" onClick={onTest} disabled={testing}>
          <FlaskConical aria-hidden="true" className="h-4 w-4" />
          {testing ? 'Testing...' : 'Test Bidding'}
        </Button>
      </div>
    </Card>
  );
}
