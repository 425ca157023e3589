import { z } from 'zod';

/**
 * The part of a chat completion the writer reads. OpenAI-compatible servers differ in the rest,
 * so everything else is ignored and a missing message or content is allowed here (and refused later).
 */
export const chatCompletionSchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({ content: z.string().nullish() }).nullish(),
    }),
  ),
});
