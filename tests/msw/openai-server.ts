import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createOpenAiMock, type ChatCall, type OpenAiFailure } from './openai.handlers.js';

/** The OpenAI stand-in as one test file sees it; `calls` holds the current test's requests alone. */
export interface OpenAiEndpoint {
  readonly calls: readonly ChatCall[];
  /** The next request is answered `content`, whatever it asked. */
  answerNext(content: string): void;
  /** The next request is answered as the endpoint would under `failure`. */
  failNext(failure: OpenAiFailure): void;
}

/**
 * Serves the OpenAI stand-in (openai.handlers.ts) through msw for the calling test file, a fresh
 * one for each test; any request it does not handle fails the test.
 */
export function serveOpenAiMock(): OpenAiEndpoint {
  const server = setupServer();
  let mock = createOpenAiMock();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    mock = createOpenAiMock();
    server.resetHandlers(...mock.handlers);
  });
  afterAll(() => server.close());
  return {
    get calls() {
      return mock.calls;
    },
    answerNext: (content) => server.use(mock.answerNextHandler(content)),
    failNext: (failure) => server.use(mock.failNextHandler(failure)),
  };
}
