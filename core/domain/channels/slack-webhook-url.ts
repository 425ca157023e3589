/** Slack's incoming webhook addresses: https://hooks.slack.com/services/T…/B…/secret. */
const SLACK_WEBHOOK = /^https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+$/;
const SIMULATOR_PATH = /^\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+$/;

export const SLACK_WEBHOOK_URL_INVALID =
  'Paste the Webhook URL Slack shows for your incoming webhook: it starts with https://hooks.slack.com/services/';

/**
 * Whether a Slack webhook URL may be stored: Slack's own form only, so the server never posts to
 * an address a user chose (no probing of internal hosts); and, where the built-in Slack simulator
 * serves (`simulatorBase`, e.g. http://localhost:3000/sandbox/slack), its webhook addresses too.
 */
export function slackWebhookUrlProblem(url: string, simulatorBase: string | null): string | null {
  if (SLACK_WEBHOOK.test(url)) return null;
  if (
    simulatorBase !== null &&
    url.startsWith(`${simulatorBase}/`) &&
    SIMULATOR_PATH.test(url.slice(simulatorBase.length))
  )
    return null;
  return simulatorBase === null
    ? SLACK_WEBHOOK_URL_INVALID
    : `${SLACK_WEBHOOK_URL_INVALID} (or ${simulatorBase}/services/… from the built-in Slack simulator)`;
}

/** A webhook URL as a screen may show it: the host and the first path parts, never the secret at its end. */
export function maskedWebhookUrl(url: string): string {
  const parts = url.split('/');
  const secret = parts.at(-1) ?? '';
  return `${parts.slice(0, -1).join('/')}/${'•'.repeat(4)}${secret.slice(-4)}`;
}
