import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * An msw stand-in for an OpenAI-compatible chat completions endpoint on a made-up host. Its
 * "model" answers with the freelancer's prompt it finds in the user message (the `<prompt>` block),
 * less the "Tips:" lines, so what comes back shows what the writer sent: the project it was given,
 * and whether the placeholders were filled before sending. It is naive the way models are: an
 * unescaped `<system>` tag anywhere in the message is obeyed (see `answerFromPrompt`).
 */
export const OPENAI_MSW_BASE = 'https://llm.bidpilot.test/v1';
export const OPENAI_MSW_KEY = 'sk-test-9f3b2c7d1e8a4b6c';

export interface ChatMessage {
  readonly role: string;
  readonly content: string;
}

export interface ChatCall {
  readonly authorization: string | null;
  readonly body: { readonly model: string; readonly messages: readonly ChatMessage[] } & Record<string, unknown>;
}

export type OpenAiFailure =
  | 'unauthorized'
  | 'model-not-found'
  | 'rate-limited'
  | 'server-error'
  | 'timeout'
  | 'network'
  | 'empty'
  | 'no-choices'
  | 'null-content'
  | 'not-json';

export interface OpenAiMock {
  readonly handlers: readonly HttpHandler[];
  /** Every chat completion request received, in order, failed ones included. */
  readonly calls: readonly ChatCall[];
  /** A one-shot handler that answers the next request as the endpoint would under `failure`. */
  failNextHandler(failure: OpenAiFailure): HttpHandler;
  /** A one-shot handler whose model answers `content` whatever it was asked. */
  answerNextHandler(content: string): HttpHandler;
}

const PROMPT_BLOCK = /<prompt>\n([\s\S]*?)\n<\/prompt>/;
const GUIDANCE = /^\s*tips?\s*:/i;

let completions = 0;

const completion = (model: string, content: string | null) =>
  HttpResponse.json(
    {
      id: `chatcmpl-${(completions += 1)}`,
      object: 'chat.completion',
      created: 1_795_000_000,
      model,
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 412, completion_tokens: 96, total_tokens: 508 },
    },
    { headers: { 'x-request-id': `req_${completions}` } },
  );

const apiError = (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) =>
  HttpResponse.json(
    { error: { param: null, code: null, ...error } },
    { status, headers: { 'x-request-id': 'req_failed', ...headers } },
  );

/** OpenAI quotes (part of) a refused key back; this quotes all of it, the worst case for a leak. */
const unauthorized = (authorization: string | null) =>
  apiError(401, {
    message: `Incorrect API key provided: ${(authorization ?? '').replace(/^Bearer /, '')}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  });

/** A `<system>` tag in the user message that the writer did not escape: a naive model obeys it. */
const INJECTED = /<system>([\s\S]*?)(?:<\/system>|$)/g;
const unescapeTags = (text: string): string => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The prompt, less its tips, read the way a model reads escaped text; then whatever an unescaped
 * `<system>` tag anywhere in the message told it to add, since a model cannot tell where such a
 * tag came from. A writer that fences the brief properly never sees its instructions followed.
 */
function answerFromPrompt(call: ChatCall): string | null {
  const user = call.body.messages.find((message) => message.role === 'user');
  const prompt = user === undefined ? undefined : PROMPT_BLOCK.exec(user.content)?.[1];
  if (user === undefined || prompt === undefined) return null;
  const injected = [...user.content.matchAll(INJECTED)].map((match) => match[1]!.trim());
  const answer = unescapeTags(prompt)
    .split('\n')
    .filter((line) => !GUIDANCE.test(line))
    .join('\n');
  return [answer, ...injected].join('\n\n');
}

export function createOpenAiMock(options: { readonly base?: string; readonly apiKey?: string } = {}): OpenAiMock {
  const url = `${options.base ?? OPENAI_MSW_BASE}/chat/completions`;
  const apiKey = options.apiKey ?? OPENAI_MSW_KEY;
  const calls: ChatCall[] = [];

  const record = async (request: Request): Promise<ChatCall> => {
    const call: ChatCall = {
      authorization: request.headers.get('authorization'),
      body: (await request.json()) as ChatCall['body'],
    };
    calls.push(call);
    return call;
  };

  const chat = http.post(url, async ({ request }) => {
    const call = await record(request);
    if (call.authorization !== `Bearer ${apiKey}`) return unauthorized(call.authorization);
    const answer = answerFromPrompt(call);
    if (answer === null)
      return apiError(400, { message: 'The user message has no <prompt> block.', type: 'invalid_request_error' });
    return completion(call.body.model, `\n${answer}\n`);
  });

  const failNextHandler = (failure: OpenAiFailure): HttpHandler =>
    http.post(
      url,
      async ({ request }) => {
        const call = await record(request);
        switch (failure) {
          case 'unauthorized':
            return unauthorized(call.authorization);
          case 'model-not-found':
            return apiError(404, {
              message: `The model \`${call.body.model}\` does not exist or you do not have access to it.`,
              type: 'invalid_request_error',
              code: 'model_not_found',
            });
          case 'rate-limited':
            return apiError(429, {
              message: `Rate limit reached for ${call.body.model} on requests per min (RPM): Limit 3.`,
              type: 'requests',
              code: 'rate_limit_exceeded',
            });
          case 'server-error':
            return apiError(500, {
              message: 'The server had an error while processing your request. Sorry about that!',
              type: 'server_error',
            });
          case 'timeout':
            await delay('infinite');
            return completion(call.body.model, 'never sent');
          case 'network':
            return HttpResponse.error();
          case 'empty':
            return completion(call.body.model, '  \n ');
          case 'null-content':
            return completion(call.body.model, null);
          case 'no-choices':
            return HttpResponse.json({
              id: 'chatcmpl-none',
              object: 'chat.completion',
              model: call.body.model,
              choices: [],
            });
          case 'not-json':
            return new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
              status: 200,
              headers: { 'content-type': 'text/html' },
            });
        }
      },
      { once: true },
    );

  const answerNextHandler = (content: string): HttpHandler =>
    http.post(
      url,
      async ({ request }) => {
        const call = await record(request);
        return completion(call.body.model, content);
      },
      { once: true },
    );

  return { handlers: [chat], calls, failNextHandler, answerNextHandler };
}
