import { useId } from 'react';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TABLE_CELL, Table } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-error';
import { usePreviewSettings, type SettingsPreview } from '../api/preview-settings';

export const PREVIEW_BUTTON = 'Preview on the last 7 days';
export const PREVIEW_FAILED = 'The preview could not be made. Please try again.';

/**
 * The two sides of every comparison, named by what they are: the settings as stored now, and the
 * form's unsaved edits ("Saved" beside "Nothing was saved." read as a contradiction).
 */
export const CURRENT_COLUMN = 'Current settings';
export const CHANGED_COLUMN = 'With your changes';

type Outcome = SettingsPreview['before'];

/**
 * "Preview on the last 7 days" (docs/design.md#what-if): posts the form's current, unsaved values
 * (through the form's own validation, as Save would) with the profile they belong to, and shows what
 * the saved settings and the changed ones would have done over the feed of the last week. It saves
 * nothing; the form stays as it is.
 */
export function WhatIfPreview({
  form,
  profileId,
  onProfileDeleted,
}: {
  readonly form: SettingsForm;
  readonly profileId?: string;
  readonly onProfileDeleted?: () => void;
}) {
  const preview = usePreviewSettings({ onDeletedElsewhere: onProfileDeleted });
  const headingId = useId();
  const run = form.handleSubmit((payload) =>
    preview.mutate(profileId === undefined ? { ...payload } : { ...payload, profileId }),
  );

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            What would change?
          </h2>
          <p className="text-sm text-slate-600">
            Replays the projects of the last 7 days against these settings, before you save them.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void run()} disabled={preview.isPending}>
          {preview.isPending ? 'Replaying the last 7 days...' : PREVIEW_BUTTON}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 empty:mt-0">
        {preview.isPending && <Spinner label="Replaying the last 7 days" className="mt-1" />}
        {preview.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(preview.error, PREVIEW_FAILED)}
          </p>
        )}
        {preview.isSuccess && !preview.isPending && <PreviewResult result={preview.data} />}
      </div>
    </section>
  );
}

const arrow = (before: number, after: number): string =>
  before === after ? 'no change' : after > before ? `+${after - before}` : `${after - before}`;

function PreviewResult({ result }: { readonly result: SettingsPreview }) {
  const { before, after } = result;
  const rows: readonly (readonly [string, number, number])[] = [
    ['Bids placed', before.bidsPlaced, after.bidsPlaced],
    ['Plan bids spent', before.bidsSpent, after.bidsSpent],
    ['Projects considered', before.projectsConsidered, after.projectsConsidered],
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Over the last {result.days} days ({result.projects.toLocaleString('en-US')} new projects). Nothing was saved.
      </p>
      <Table
        caption="Current settings compared with your changes over the last 7 days"
        columns={[
          'Last 7 days',
          CURRENT_COLUMN,
          CHANGED_COLUMN,
          { label: 'Change', className: 'hidden sm:table-cell' },
        ]}
      >
        {rows.map(([label, saved, changed]) => (
          <tr key={label}>
            <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
              {label}
            </th>
            <td className={TABLE_CELL}>{saved}</td>
            <td className={`${TABLE_CELL} font-semibold`}>{changed}</td>
            <td className={`${TABLE_CELL} hidden text-slate-600 sm:table-cell`}>{arrow(saved, changed)}</td>
          </tr>
        ))}
      </Table>
      <RanOut before={before} after={after} />
      <ReasonCounts
        title="Top skip reasons"
        caption="Why projects got no bid, current settings compared with your changes"
        before={before.topSkips}
        after={after.topSkips}
      />
      {(before.topBlocks.length > 0 || after.topBlocks.length > 0) && (
        <ReasonCounts
          title="Runs that bid on nothing"
          caption="Why whole runs were stopped, current settings compared with your changes"
          before={before.topBlocks}
          after={after.topBlocks}
        />
      )}
    </div>
  );
}

function RanOut({ before, after }: { readonly before: Outcome; readonly after: Outcome }) {
  const when = (at: string) =>
    new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  if (after.ranOutAt === null && before.ranOutAt === null) return null;
  if (after.ranOutAt === before.ranOutAt)
    return (
      <p className="text-sm text-amber-800">{`Your bids would have run out on ${when(after.ranOutAt as string)} either way.`}</p>
    );
  return (
    <p className="text-sm text-amber-800">
      {after.ranOutAt === null
        ? 'With your changes your bids would have lasted the week.'
        : `With your changes your bids would have run out on ${when(after.ranOutAt)}.`}
      {before.ranOutAt !== null && ` With the current settings they would have run out on ${when(before.ranOutAt)}.`}
    </p>
  );
}

interface ReasonCount {
  readonly code: string;
  readonly message: string;
  readonly count: number;
}

/** The reasons of either side, the changed side's order first: one row each, with both counts. */
function ReasonCounts({
  title,
  caption,
  before,
  after,
}: {
  readonly title: string;
  readonly caption: string;
  readonly before: readonly ReasonCount[];
  readonly after: readonly ReasonCount[];
}) {
  const headingId = useId();
  const codes = [...new Set([...after.map((reason) => reason.code), ...before.map((reason) => reason.code)])];
  const find = (list: readonly ReasonCount[], code: string) => list.find((reason) => reason.code === code);
  return (
    <div>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {codes.length === 0 ? (
        <p className="text-sm text-slate-600">No project was skipped.</p>
      ) : (
        <Table caption={caption} columns={['Reason', CURRENT_COLUMN, CHANGED_COLUMN]}>
          {codes.map((code) => {
            const message = (find(after, code) ?? find(before, code))?.message ?? code;
            return (
              <tr key={code}>
                <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                  {message}
                </th>
                <td className={TABLE_CELL}>{find(before, code)?.count ?? '–'}</td>
                <td className={TABLE_CELL}>{find(after, code)?.count ?? '–'}</td>
              </tr>
            );
          })}
        </Table>
      )}
    </div>
  );
}
