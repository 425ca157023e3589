import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { EXPERIMENT_STOP_FAILED, PROMOTE_FAILED, usePromoteVariant, useStopExperiment } from '../api/change-experiment';
import { useExperiment, useProfileChoices, type Experiment } from '../api/get-experiment';
import { ArmsTable } from './arms-table';
import { VariantsForm } from './variants-form';
import { verdictHint, verdictText } from './verdict-text';

export const EXPERIMENT_LOAD_FAILED = 'Failed to load the experiment';

function StopDialog({
  experiment,
  open,
  onClose,
}: {
  readonly experiment: Experiment;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const stop = useStopExperiment((_experiment, message) => {
    toast.success(message === '' ? 'Experiment stopped' : message);
    onClose();
  });
  const close = () => {
    stop.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Stop this experiment?"
      description={`${experiment.profileName} goes back to its current prompt for every bid. The variants' counts are kept with their bids but no longer shown.`}
      busy={stop.isPending}
    >
      {stop.error === null ? null : (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {errorMessage(stop.error, EXPERIMENT_STOP_FAILED)}
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={stop.isPending} onClick={close}>
          Keep running
        </Button>
        <Button variant="danger" disabled={stop.isPending} onClick={() => stop.mutate(experiment.profileId)}>
          {stop.isPending ? 'Stopping...' : 'Stop experiment'}
        </Button>
      </div>
    </Modal>
  );
}

/** The arms, the verdict in words, Promote for a named winner and Stop. */
function Results({ experiment }: { readonly experiment: Experiment }) {
  const [stopping, setStopping] = useState(false);
  const promote = usePromoteVariant((promoted, message) =>
    toast.success(message === '' ? `Promoted: ${promoted.profileName} now writes with it` : message),
  );
  const { verdict } = experiment;
  if (verdict === null) return null;
  return (
    <Card className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Results</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Replies decide the winner; awards are shown beside them. p-values are adjusted for the number of variants.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setStopping(true)}>
          Stop experiment
        </Button>
      </div>
      <div
        role="status"
        className={
          verdict.kind === 'winner'
            ? 'rounded-md border border-green-200 bg-green-50 p-4'
            : 'rounded-md border border-slate-200 bg-slate-50 p-4'
        }
      >
        <p className="font-semibold text-slate-900">{verdictText(verdict)}</p>
        <p className="mt-1 text-sm text-slate-700">{verdictHint(verdict, experiment.minimumSample)}</p>
        {verdict.kind === 'winner' ? (
          <Button className="mt-3" disabled={promote.isPending} onClick={() => promote.mutate(verdict.variantId)}>
            {promote.isPending ? 'Promoting...' : `Promote ${verdict.variantName}`}
          </Button>
        ) : null}
        {promote.error === null ? null : (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {errorMessage(promote.error, PROMOTE_FAILED)}
          </p>
        )}
      </div>
      <ArmsTable arms={experiment.arms} />
      <StopDialog experiment={experiment} open={stopping} onClose={() => setStopping(false)} />
    </Card>
  );
}

function ProfileExperiment({ profileId }: { readonly profileId: string }) {
  const experiment = useExperiment(profileId);
  if (experiment.isPending) return <Spinner label="Loading the experiment" className="py-12" />;
  if (experiment.isError)
    return (
      <LoadFailed
        text={errorMessage(experiment.error, EXPERIMENT_LOAD_FAILED)}
        onRetry={() => void experiment.refetch()}
      />
    );
  return (
    <div className="space-y-6">
      <Results experiment={experiment.data} />
      <VariantsForm experiment={experiment.data} />
    </div>
  );
}

/** Prompt experiments: for one search profile, try up to three other prompts against its own and keep the one clients answer more. */
export function PromptExperimentsScreen() {
  const profiles = useProfileChoices();
  const [picked, setPicked] = useState<string>(MAIN_PROFILE_ID);
  if (profiles.isPending) return <PageSpinner />;
  const choices = profiles.data ?? [{ id: MAIN_PROFILE_ID, name: 'Main profile', isMain: true }];
  const profileId = choices.some((choice) => choice.id === picked) ? picked : MAIN_PROFILE_ID;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Prompt Experiments</h1>
        <p className="mt-1 text-slate-600">
          Split a profile&apos;s bids between your current prompt and up to three variants, and see which one clients
          reply to more.
        </p>
      </header>
      <SelectField
        label="Search profile"
        className="max-w-sm"
        value={profileId}
        onChange={(event) => setPicked(event.target.value)}
        options={choices.map((choice) => ({
          value: choice.id,
          label: choice.isMain ? `${choice.name} (main)` : choice.name,
        }))}
      />
      <ProfileExperiment key={profileId} profileId={profileId} />
    </div>
  );
}
