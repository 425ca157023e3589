import type { UserDetailsResponse } from '@contract/admin-users';
import { Card, CardTitle } from '@/components/ui/card';
import { biddingOptions } from '@/lib/bidding-options';
import { formatBidAmount } from '@/lib/money';
import { DetailList, DetailRow } from '../detail-list';

type Settings = UserDetailsResponse['biddingSettings'];

const intervalLabel = (value: string): string =>
  biddingOptions.timeInterval.find((option) => option.value === value)?.label ?? value;

export function BiddingSettingsCard({ settings }: { readonly settings: Settings }) {
  return (
    <Card>
      <CardTitle>Bidding Settings</CardTitle>
      <div className="mt-3">
        <DetailList>
          <DetailRow label="Time interval">{intervalLabel(settings.timeInterval)}</DetailRow>
          <DetailRow label="Max bids threshold">{`${settings.maxBidsThreshold} bids`}</DetailRow>
          <DetailRow label="Hourly projects">{settings.bidOnHourlyProjects ? 'Yes' : 'No'}</DetailRow>
          <DetailRow label="Minimum bid">{formatBidAmount(settings.minBidUsd, 'USD')}</DetailRow>
          <DetailRow label="Skills">
            {settings.skills.length === 0 ? (
              <span className="font-normal text-slate-500">No skills set</span>
            ) : (
              <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
                {settings.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
                    {skill}
                  </li>
                ))}
              </ul>
            )}
          </DetailRow>
        </DetailList>
      </div>
    </Card>
  );
}
