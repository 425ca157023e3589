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
  // The bid's terms in a sentence: the price and days of a fixed project, the rate of an hourly one.
  '[Offer]',
  // Filled from the brief (proposal-composition.ts): an empty one leaves no blank line behind.
  '[Brief Detail]',
  '[Answers]',
  '[Portfolio Item]',
  '[Closing Question]',
] as const;

export type PromptPlaceholder = (typeof PROMPT_PLACEHOLDERS)[number];

/**
 * Lines that start with this word are advice to whoever writes the proposal (a model or the
 * template writer), never text for the client.
 */
export const GUIDANCE_LINE = /^\s*tips?\s*:/i;

/**
 * The proposal skeleton used unless the user enables a custom prompt; the custom prompt screen's
 * "Reset to Default" restores it, and every proposal writer starts from it. It opens on a detail of
 * the brief rather than a greeting: Freelancer shows the first line of a bid in its list, and a
 * first line naming the brief gets replies where "I have read your project" does not.
 */
export const DEFAULT_PROMPT = `[Brief Detail]

[Answers]

[Portfolio Item]

[Offer], working with [Matching Skills].

[Closing Question]

Best regards,
[Your Name]

Tips: open on a detail of this client's brief, answer the brief's questions from the facts given, mention only skills the freelancer has and the portfolio item given, keep to the word range, and end with one question about the project.`;
