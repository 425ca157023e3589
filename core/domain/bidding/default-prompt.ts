/**
 * The placeholders a proposal prompt may use (the spec asks for "bracketed placeholders" but
 * does not name them, so these names are ours). Matched case-insensitively; any other bracketed
 * text is left as the user typed it.
 */
export const PROMPT_PLACEHOLDERS = [
  '[Project Title]',
  '[Project Description]',
  '[Project Skills]',
  '[Project Budget]',
  '[Your Name]',
  '[Your Skills]',
  '[Matching Skills]',
  '[Bid Amount]',
  '[Delivery Days]',
] as const;

export type PromptPlaceholder = (typeof PROMPT_PLACEHOLDERS)[number];

/**
 * Lines that start with this word are advice to whoever writes the proposal (a model or the
 * template writer), never text for the client.
 */
export const GUIDANCE_LINE = /^\s*tips?\s*:/i;

/**
 * The proposal skeleton used unless the user enables a custom prompt; the custom prompt screen's
 * "Reset to Default" restores it, and every proposal writer starts from it.
 */
export const DEFAULT_PROMPT = `Hi there,

I have read your project "[Project Title]" and I would be glad to take it on. I work with [Matching Skills] every day, so this is work I know well.

I can deliver it within [Delivery Days] days for [Bid Amount]. Before I start I will confirm the details with you, and you will get short progress updates until the job is done.

Could we have a quick chat about what matters most to you in this project?

Best regards,
[Your Name]

Tips: keep it under 100 words, speak to this client's project rather than about yourself, mention only skills the project needs, and end with a question or a clear next step.`;
