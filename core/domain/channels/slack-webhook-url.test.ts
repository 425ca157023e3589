import { describe, expect, it } from 'vitest';
import { maskedWebhookUrl, slackWebhookUrlProblem, SLACK_WEBHOOK_URL_INVALID } from './slack-webhook-url.js';

const SIMULATOR = 'http://localhost:3000/sandbox/slack';

describe('slackWebhookUrlProblem', () => {
  it("takes Slack's own webhook addresses everywhere", () => {
    expect(slackWebhookUrlProblem('https://hooks.slack.com/services/T0001/B0002/abcDEF123', null)).toBeNull();
    expect(slackWebhookUrlProblem('https://hooks.slack.com/services/T0001/B0002/abcDEF123', SIMULATOR)).toBeNull();
  });

  it.each([
    'http://hooks.slack.com/services/T0001/B0002/abc',
    'https://hooks.slack.com.evil.example/services/T0001/B0002/abc',
    'https://hooks.slack.com/services/T0001/B0002/abc?x=1',
    'https://hooks.slack.com/services/T0001/B0002/abc/../../x',
    'https://hooks.slack.com/services/T0001/B0002',
    'https://user@hooks.slack.com/services/T0001/B0002/abc',
    'https://127.0.0.1/services/T0001/B0002/abc',
    ' https://hooks.slack.com/services/T0001/B0002/abc',
    '',
  ])('refuses anything else: %s', (url) => {
    expect(slackWebhookUrlProblem(url, null)).toBe(SLACK_WEBHOOK_URL_INVALID);
  });

  it("takes the built-in simulator's addresses only where it serves", () => {
    const simulated = `${SIMULATOR}/services/T0001/B0002/abc123`;
    expect(slackWebhookUrlProblem(simulated, SIMULATOR)).toBeNull();
    expect(slackWebhookUrlProblem(simulated, null)).toBe(SLACK_WEBHOOK_URL_INVALID);
    expect(slackWebhookUrlProblem(`${SIMULATOR}/services/T0001/B0002/abc/../../../api/admin`, SIMULATOR)).toMatch(
      /built-in Slack simulator/,
    );
    expect(slackWebhookUrlProblem(`${SIMULATOR}x/services/T0001/B0002/abc`, SIMULATOR)).not.toBeNull();
  });
});

describe('maskedWebhookUrl', () => {
  it('keeps the host and ids but only the last four characters of the secret', () => {
    expect(maskedWebhookUrl('https://hooks.slack.com/services/T0001/B0002/abcdefghXYZ9')).toBe(
      'https://hooks.slack.com/services/T0001/B0002/••••XYZ9',
    );
  });
});
