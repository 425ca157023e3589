import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { OpenAiFitAdjuster } from '../../adapters/llm/openai-fit-adjuster.js';
import { createOpenAiMock, OPENAI_MSW_BASE, OPENAI_MSW_KEY, type OpenAiMock } from '../msw/openai.handlers.js';
import { describeFitAdjusterContract } from './fit-adjuster.contract.js';

const server = setupServer();
let mock: OpenAiMock;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mock = createOpenAiMock();
  server.resetHandlers(...mock.handlers);
});
afterAll(() => server.close());

describeFitAdjusterContract('OpenAiFitAdjuster on msw', () => ({
  adjuster: new OpenAiFitAdjuster({
    apiKey: OPENAI_MSW_KEY,
    baseUrl: OPENAI_MSW_BASE,
    model: 'gpt-4o-mini',
    timeoutMs: 2_000,
    maxRetries: 0,
  }),
  answerNext: (adjustment) =>
    server.use(mock.answerNextHandler(JSON.stringify({ adjustment: adjustment.points, reason: adjustment.reason }))),
}));
