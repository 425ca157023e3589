import type Router from '@koa/router';
import {
  ExperimentQuery,
  PutExperimentBody,
  VariantParams,
  toExperimentWire,
  type ExperimentResponse,
} from '../../../contract/prompt-experiments.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's prompt experiments, one per search profile (docs/design.md#prompt-experiments). */
export function promptExperimentsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const experiments = deps.useCases.bidding.experiments;

  signedIn.on(endpoints.promptExperiments.get, async (ctx) => {
    const { profileId } = ExperimentQuery.parse(ctx.query);
    ctx.body = {
      success: true,
      experiment: toExperimentWire(await experiments.get(ctx.state.user.id, profileId)),
    } satisfies ExperimentResponse;
  });

  signedIn.on(endpoints.promptExperiments.put, async (ctx) => {
    const { profileId, variants } = PutExperimentBody.parse(ctx.request.body);
    const view = await experiments.change(ctx.state.user.id, profileId, variants);
    ctx.body = {
      success: true,
      message: 'Experiment saved',
      experiment: toExperimentWire(view),
    } satisfies ExperimentResponse;
  });

  signedIn.on(endpoints.promptExperiments.stop, async (ctx) => {
    const { profileId } = ExperimentQuery.parse(ctx.query);
    const ended = await experiments.stop(ctx.state.user.id, profileId);
    ctx.body = {
      success: true,
      message: ended > 0 ? 'Experiment stopped' : 'No experiment was running',
      experiment: toExperimentWire(await experiments.get(ctx.state.user.id, profileId)),
    } satisfies ExperimentResponse;
  });

  signedIn.on(endpoints.promptExperiments.promote, async (ctx) => {
    const { variantId } = VariantParams.parse(ctx.params);
    const view = await experiments.promote(ctx.state.user.id, variantId);
    ctx.body = {
      success: true,
      message: `The variant is now the custom prompt of ${view.profileName}`,
      experiment: toExperimentWire(view),
    } satisfies ExperimentResponse;
  });

  return router;
}
