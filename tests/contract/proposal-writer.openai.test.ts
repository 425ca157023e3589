import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { OpenAiProposalWriter } from '../../adapters/llm/openai-proposal-writer.js';
import { createOpenAiMock, OPENAI_MSW_BASE, OPENAI_MSW_KEY } from '../msw/openai.handlers.js';
import { describeProposalWriterContract } from './proposal-writer.contract.js';

const server = setupServer(...createOpenAiMock().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describeProposalWriterContract(
  'OpenAiProposalWriter on msw',
  () =>
    new OpenAiProposalWriter({
      apiKey: OPENAI_MSW_KEY,
      baseUrl: OPENAI_MSW_BASE,
      model: 'gpt-4o-mini',
      timeoutMs: 2_000,
      maxRetries: 0,
    }),
);
