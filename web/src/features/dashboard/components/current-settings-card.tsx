import { Link } from 'react-router-dom';
import type { SettingsResponse } from '@contract/bidding';
import { intervalMinutes } from '@core/domain/bidding/settings';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { DefinitionRow } from './definition-row';
import { paths } from '@/config/paths';

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function intervalLabel(interval: SettingsResponse['timeInterval']): string {
  const minutes = intervalMinutes[interval];
  return minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');
}

/** The window and the zone its times are read in, which is UTC until the user picks theirs. */
export const scheduleLabel = (
  settings: Pick<SettingsResponse, 'scheduleAutobidding' | 'startTime' | 'endTime' | 'timezone'>,
): string =>
  settings.scheduleAutobidding ? `${settings.startTime} - ${settings.endTime} (${settings.timezone})` : 'Always';

/** Current Settings: the rules the next runs use, and the way to change them. */
export function CurrentSettingsCard({ settings }: { readonly settings: SettingsResponse | undefined }) {
  return (
    <Card>
      <CardTitle>Current Settings</CardTitle>
      {settings === undefined ? (
        <p className="mt-3 text-sm text-slate-600">Settings are not available right now.</p>
      ) : (
        <dl className="mt-3 divide-y divide-slate-100">
          <DefinitionRow label="Time Interval">{intervalLabel(settings.timeInterval)}</DefinitionRow>
          <DefinitionRow label="Max Bids Threshold">{`Skip projects with more than ${settings.maxBidsThreshold} bids`}</DefinitionRow>
          <DefinitionRow label="Hourly Projects">{settings.bidOnHourlyProjects ? 'Yes' : 'No'}</DefinitionRow>
          <DefinitionRow label="Skills">{`${plural(settings.skills.length, 'skill')} configured`}</DefinitionRow>
          <DefinitionRow label="Schedule">{scheduleLabel(settings)}</DefinitionRow>
        </dl>
      )}
      <Link to={paths.settings} className={buttonClasses('secondary', 'mt-4 w-full sm:w-auto')}>
        Update Settings
      </Link>
    </Card>
  );
}
