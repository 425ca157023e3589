import type { Clock } from '../../core/ports/clock.port.js';
import type { FitAdjuster } from '../../core/ports/fit-adjuster.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { ProposalWriter } from '../../core/ports/proposal-writer.port.js';
import type { AppConfig } from '../config/app-config.js';
import { CachedFitAdjuster } from '../llm/cached-fit-adjuster.js';
import { OpenAiFitAdjuster } from '../llm/openai-fit-adjuster.js';
import { OpenAiProposalWriter } from '../llm/openai-proposal-writer.js';
import { TemplateProposalWriter } from '../llm/template-proposal-writer.js';
import type { Logger } from '../logging/logger.js';
import { HttpFreelancerMarketplace } from '../marketplace/http-freelancer-marketplace.js';
import { FREELANCER_SIMULATOR_PREFIX } from '../simulators/freelancer/freelancer-simulator-router.js';
import { STANDALONE_FREELANCER_PREFIX } from '../simulators/standalone-paths.js';
import { HttpWebhookTransport } from '../webhooks/http-webhook-transport.js';
import { webhooksMayCallPrivateAddresses } from './use-case-settings.js';

/**
 * Freelancer at MARKETPLACE_URL, its project links on that API's own site (marketplaceSiteFor).
 * Without it, the simulator of a standalone `bidpilot simulators` process (SIMULATORS_URL), or the
 * built-in one that main.ts mounts: served by this very process, so the API is reached over
 * loopback, while its project pages are linked under PUBLIC_URL, where browsers find them.
 */
export function marketplaceFor(
  config: AppConfig,
  shared: { readonly logger: Logger; readonly backoff: MarketplaceBackoff; readonly clock: Clock },
): HttpFreelancerMarketplace {
  const url = config.raw.MARKETPLACE_URL;
  const timeoutMs = config.raw.MARKETPLACE_TIMEOUT_SECONDS * 1000;
  if (url !== undefined) return new HttpFreelancerMarketplace({ baseUrl: url, timeoutMs, ...shared });
  const standalone = config.standaloneSimulators;
  if (standalone !== null) {
    return new HttpFreelancerMarketplace({
      baseUrl: `${standalone.url}${STANDALONE_FREELANCER_PREFIX}/api`,
      projectUrlBase: `${standalone.publicUrl}${STANDALONE_FREELANCER_PREFIX}`,
      timeoutMs,
      ...shared,
    });
  }
  return new HttpFreelancerMarketplace({
    baseUrl: `http://127.0.0.1:${config.port}${FREELANCER_SIMULATOR_PREFIX}/api`,
    projectUrlBase: `${config.publicUrl}${FREELANCER_SIMULATOR_PREFIX}`,
    timeoutMs,
    ...shared,
  });
}

/** A model writes proposals when OPENAI_API_KEY is set; without one the offline template writer does. */
export function proposalWriterFor(config: AppConfig): ProposalWriter {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: model } = config.raw;
  return apiKey === undefined ? new TemplateProposalWriter() : new OpenAiProposalWriter({ apiKey, baseUrl, model });
}

/** With OPENAI_API_KEY the model may adjust a queued bid's fit score, one judgement per project and skill set; without one, no adjustment. */
export function fitAdjusterFor(config: AppConfig): { readonly fitAdjuster?: FitAdjuster } {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: model } = config.raw;
  return apiKey === undefined
    ? {}
    : { fitAdjuster: new CachedFitAdjuster(new OpenAiFitAdjuster({ apiKey, baseUrl, model })) };
}

export function webhookTransportFor(config: AppConfig): HttpWebhookTransport {
  return new HttpWebhookTransport({
    allowPrivateAddresses: webhooksMayCallPrivateAddresses(config),
    timeoutMs: config.raw.WEBHOOK_TIMEOUT_SECONDS * 1000,
  });
}
