import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExperimentResponse, PutExperimentBody } from '@contract/prompt-experiments';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { BIDDING_SETTINGS_KEY, SEARCH_PROFILES_KEY } from '@/lib/bidding-settings';
import { experimentKey, type Experiment } from './get-experiment';

export const EXPERIMENT_SAVE_FAILED = 'Failed to save the experiment';
export const EXPERIMENT_STOP_FAILED = 'Failed to stop the experiment';
export const PROMOTE_FAILED = 'Failed to promote the variant';

/** The answer of each call is the experiment as it now stands: it replaces the cached one. */
function useExperimentMutation<Input>(
  call: (input: Input) => Promise<ExperimentResponse>,
  options: {
    readonly onDone?: (experiment: Experiment, message: string) => void;
    readonly promptChanged?: boolean;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ experiment, message }) => {
      queryClient.setQueryData(experimentKey(experiment.profileId), experiment);
      if (options.promptChanged === true) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: BIDDING_SETTINGS_KEY }),
          queryClient.invalidateQueries({ queryKey: SEARCH_PROFILES_KEY }),
        ]);
      }
      options.onDone?.(experiment, message ?? '');
    },
  });
}

/** PUT /api/bidding/experiments: starts the profile's experiment or changes its variants. */
export const useSaveExperiment = (onDone?: (experiment: Experiment, message: string) => void) =>
  useExperimentMutation((body: PutExperimentBody) => api.call(endpoints.promptExperiments.put, { body }), {
    ...(onDone === undefined ? {} : { onDone }),
  });

/** DELETE /api/bidding/experiments?profileId=: the profile goes back to its own prompt alone. */
export const useStopExperiment = (onDone?: (experiment: Experiment, message: string) => void) =>
  useExperimentMutation((profileId: string) => api.call(endpoints.promptExperiments.stop, { query: { profileId } }), {
    ...(onDone === undefined ? {} : { onDone }),
  });

/** POST /api/bidding/experiments/:variantId/promote: the winner becomes the profile's custom prompt. */
export const usePromoteVariant = (onDone?: (experiment: Experiment, message: string) => void) =>
  useExperimentMutation(
    (variantId: string) => api.call(endpoints.promptExperiments.promote, { params: { variantId } }),
    { promptChanged: true, ...(onDone === undefined ? {} : { onDone }) },
  );
