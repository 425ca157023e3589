import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '@contract/common';
import {
  CONTROL_ARM_ID,
  PutExperimentBody,
  type ArmView,
  type ExperimentResponse,
  type ExperimentWire,
} from '@contract/prompt-experiments';
import { DEFAULT_PROMPT } from '@core/domain/bidding/default-prompt';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { apiUrl, errorResponse } from './handlers';

/** A call the experiment routes received, for a test to read. */
export interface ExperimentCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** An arm of the table; the control unless `id` says otherwise. */
export const testArm = (overrides: Partial<ArmView> = {}): ArmView => ({
  id: CONTROL_ARM_ID,
  isControl: true,
  name: 'Current prompt',
  prompt: DEFAULT_PROMPT,
  sharePercent: 100,
  placed: 0,
  replied: 0,
  replyRate: 0,
  awarded: 0,
  awardRate: 0,
  replyPValue: null,
  awardPValue: null,
  standing: null,
  ...overrides,
});

/** A profile's experiment as GET answers it: none running unless told. */
export const testExperiment = (overrides: Partial<ExperimentWire> = {}): ExperimentWire => ({
  profileId: MAIN_PROFILE_ID,
  profileName: 'Main profile',
  controlPrompt: DEFAULT_PROMPT,
  running: false,
  startedAt: null,
  controlSharePercent: 100,
  arms: [],
  verdict: null,
  minimumSample: 50,
  significanceLevel: 0.05,
  ...overrides,
});

/**
 * The four routes of /api/bidding/experiments over experiments the test owns, by profile id. A
 * PUT the server's schema would refuse is a 400 here too; an accepted one starts the variants at
 * zero bids. Promote ends the experiment with the variant as the profile's prompt, as the server does for its winner.
 */
export function experimentsHandlers(
  experiments: Map<string, ExperimentWire> = new Map(),
  calls: ExperimentCall[] = [],
) {
  const read = (profileId: string) => experiments.get(profileId) ?? testExperiment({ profileId });
  const answer = (experiment: ExperimentWire, message?: string) => {
    experiments.set(experiment.profileId, experiment);
    return HttpResponse.json<ExperimentResponse>({
      success: true,
      experiment,
      ...(message === undefined ? {} : { message }),
    });
  };
  return [
    http.get(apiUrl('/bidding/experiments'), ({ request }) => {
      calls.push({ method: 'GET', url: request.url, body: undefined });
      return answer(read(new URL(request.url).searchParams.get('profileId') ?? ''));
    }),
    http.put<never, Record<string, unknown>, ExperimentResponse | ErrorResponse>(
      apiUrl('/bidding/experiments'),
      async ({ request }) => {
        const body = await request.json();
        calls.push({ method: 'PUT', url: request.url, body });
        const parsed = PutExperimentBody.safeParse(body);
        if (!parsed.success)
          return errorResponse(400, 'The body is not an experiment the server would take', 'VALIDATION_FAILED');
        const current = read(parsed.data.profileId);
        const control = 100 - parsed.data.variants.reduce((sum, variant) => sum + variant.sharePercent, 0);
        const arms = [
          testArm({ prompt: current.controlPrompt, sharePercent: control }),
          ...parsed.data.variants.map((variant, index) =>
            testArm({
              id: variant.id ?? `variant-${index + 1}`,
              isControl: false,
              name: variant.name,
              prompt: variant.prompt,
              sharePercent: variant.sharePercent,
              replyPValue: 1,
              awardPValue: 1,
              standing: 'too-few-bids',
            }),
          ),
        ];
        return answer(
          {
            ...current,
            running: true,
            startedAt: '2026-03-01T10:00:00.000Z',
            controlSharePercent: control,
            arms,
            verdict: { kind: 'too-few-bids', smallestArm: 0, minimum: 50 },
          },
          'Experiment saved',
        );
      },
    ),
    http.delete(apiUrl('/bidding/experiments'), ({ request }) => {
      calls.push({ method: 'DELETE', url: request.url, body: undefined });
      const current = read(new URL(request.url).searchParams.get('profileId') ?? '');
      return answer(
        { ...current, running: false, startedAt: null, controlSharePercent: 100, arms: [], verdict: null },
        'Experiment stopped',
      );
    }),
    http.post<{ variantId: string }>(apiUrl('/bidding/experiments/:variantId/promote'), ({ request, params }) => {
      calls.push({ method: 'POST', url: request.url, body: undefined });
      const current = [...experiments.values()].find((experiment) =>
        experiment.arms.some((arm) => arm.id === params.variantId && !arm.isControl),
      );
      if (current === undefined) return errorResponse(404, 'Variant not found', 'PROMPT_VARIANT_NOT_FOUND');
      if (current.verdict?.kind !== 'winner' || current.verdict.variantId !== params.variantId)
        return errorResponse(
          409,
          'Only a variant that gets clearly more replies than your current prompt can be promoted',
          'CONFLICT',
        );
      const prompt = current.arms.find((arm) => arm.id === params.variantId)?.prompt ?? '';
      return answer(
        {
          ...current,
          controlPrompt: prompt,
          running: false,
          startedAt: null,
          controlSharePercent: 100,
          arms: [],
          verdict: null,
        },
        `The variant is now the custom prompt of ${current.profileName}`,
      );
    }),
  ];
}
