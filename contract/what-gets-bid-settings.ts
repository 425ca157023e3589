import { z } from 'zod';
import { REVIEW_MODES, type BiddingSettings } from '../core/domain/bidding/settings.js';
import { isClientId, MAX_BLOCKED_CLIENTS } from '../core/domain/bidding/blocked-clients.js';
import { budgetBoundsProblem } from '../core/domain/bidding/budget-bounds.js';
import { hasNoInvisibleCharacter } from './common.js';

/**
 * The settings of what gets bid on the wire (docs/design.md#settings-for-what-gets-bid): matching,
 * pricing and delivery, client screening, fit and review. Each refusal of a field the user types
 * names it as the settings screen labels it ('Minimum client rating must be at most 5'): the form
 * shows the words under the box as they are, and the API answers the same.
 */

export const MAX_KEYWORDS = 50;
export const MAX_KEYWORD_LENGTH = 60;
/** Far above any freelancer's rates: a larger figure is a typo or hostile. */
export const MAX_SETTING_USD = 1_000_000;
export const MAX_CLIENT_REVIEWS = 1_000_000;
/** ISO 639-1 has under 200 codes, ISO 3166-1 under 250: a longer list repeats or invents. */
const MAX_LANGUAGES = 200;
const MAX_COUNTRIES = 250;

/** Select boxes and number boxes post text ('25'); a numeric string counts as its number. */
const numericText = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    numericText,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

const hasAtMostDecimals = (value: number, decimals: number): boolean =>
  new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(String(value));

/** Money is stored as whole cents: more than 2 decimals would be rounded silently. */
const usd = (label: string) =>
  z.preprocess(
    numericText,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(MAX_SETTING_USD, `${label} must be at most ${MAX_SETTING_USD}`)
      .refine((value) => hasAtMostDecimals(value, 2), `${label} may have at most 2 decimals`),
  );

/** A bound that may be absent: null (or an empty box) is "no limit". */
const optionalUsd = (label: string) => z.preprocess((value) => (value === '' ? null : value), usd(label).nullable());

const rating = z.preprocess(
  numericText,
  z
    .number({ error: 'Minimum client rating must be a number' })
    .min(0, 'Minimum client rating cannot be negative')
    .max(5, 'Minimum client rating must be at most 5')
    .refine((value) => hasAtMostDecimals(value, 1), 'Minimum client rating may have at most 1 decimal'),
);

/** Trimmed; blanks refused; repeats (any case) dropped, the first spelling kept, as matching ignores case. */
const keywords = (label: string, one: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of text` })
        .trim()
        .min(1, `${label} cannot contain blank entries`)
        .max(MAX_KEYWORD_LENGTH, `Each ${one} must be at most ${MAX_KEYWORD_LENGTH} characters`)
        .refine(hasNoInvisibleCharacter, `${label} cannot contain invisible or control characters`),
      { error: `${label} must be a list of text` },
    )
    .max(MAX_KEYWORDS, `${label} may hold at most ${MAX_KEYWORDS} entries`)
    .transform((list) => uniqueBy(list, (keyword) => keyword.toLowerCase()));

const uniqueBy = (list: readonly string[], key: (item: string) => string): string[] => {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

// fallback 'none': an unknown code has no name, so it is refused rather than echoed back.
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Region codes Intl names that are not countries a client lives in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);

export const isLanguageCode = (code: string): boolean =>
  /^[a-z]{2}$/.test(code) && languageNames.of(code) !== undefined;
export const isCountryCode = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;

/** A list of codes, case normalised, repeats dropped. */
const codes = (
  label: string,
  normalise: (code: string) => string,
  valid: (code: string) => boolean,
  what: string,
  max: number,
) =>
  z
    .array(z.string({ error: `${label} must be a list of ${what}` }).trim(), {
      error: `${label} must be a list of ${what}`,
    })
    .max(max, `${label} may hold at most ${max} entries`)
    .transform((list) => list.map(normalise))
    .refine((list) => list.every(valid), `${label} must be a list of ${what}`)
    .transform((list) => uniqueBy(list, (code) => code));

const languages = codes(
  'Languages',
  (code) => code.toLowerCase(),
  isLanguageCode,
  'two-letter ISO 639-1 language codes, e.g. en',
  MAX_LANGUAGES,
);
const countries = codes(
  'Blocked countries',
  (code) => code.toUpperCase(),
  isCountryCode,
  'two-letter ISO 3166-1 country codes, e.g. US',
  MAX_COUNTRIES,
);

const clientIds = z
  .array(z.string({ error: 'blockedClientIds must be a list of client ids' }), {
    error: 'blockedClientIds must be a list of client ids',
  })
  .max(MAX_BLOCKED_CLIENTS, `blockedClientIds may hold at most ${MAX_BLOCKED_CLIENTS} clients`)
  .refine((list) => list.every(isClientId), "blockedClientIds must be Freelancer client ids (numbers, e.g. '81234567')")
  .transform((list) => uniqueBy(list, (id) => id));

/** The fields, each optional: PUT changes only what it names (docs/design.md#autobid-rules). */
export const whatGetsBidFields = {
  minSkillMatches: whole('Minimum skills in common', 1, 20),
  minSkillSharePercent: whole("Minimum share of the project's skills", 0, 100),
  excludedKeywords: keywords('Excluded keywords', 'excluded keyword'),
  requiredKeywords: keywords('Required keywords', 'required keyword'),
  bidOnFixedProjects: flag('bidOnFixedProjects'),
  fixedBudgetMinUsd: optionalUsd('Minimum fixed budget'),
  fixedBudgetMaxUsd: optionalUsd('Maximum fixed budget'),
  hourlyBudgetMinUsd: optionalUsd('Minimum hourly budget'),
  hourlyBudgetMaxUsd: optionalUsd('Maximum hourly budget'),
  languages,
  minHourlyRateUsd: usd('Minimum hourly rate'),
  useClientTimeline: flag('useClientTimeline'),
  milestonePercentage: whole('First milestone', 0, 100),
  requirePaymentVerified: flag('requirePaymentVerified'),
  minClientRating: rating,
  minClientReviews: whole('Minimum client reviews', 0, MAX_CLIENT_REVIEWS),
  blockedCountries: countries,
  blockedClientIds: clientIds,
  minFitScore: whole('Minimum fit score', 0, 100),
  reviewMode: z.enum(REVIEW_MODES, { error: `reviewMode must be one of ${REVIEW_MODES.join(', ')}` }),
  holdBelowFitScore: whole('The fit score to hold below', 0, 100),
  holdOnGuardWarning: flag('holdOnGuardWarning'),
  holdAboveAmountUsd: optionalUsd('The bid amount to hold over'),
  holdNewClientCountry: flag('holdNewClientCountry'),
  draftExpiryMinutes: whole('Draft expiry (minutes)', 5, 1440),
};

/** Both bounds of a range named in one body: a minimum above the maximum is refused here; a stored side is checked by the use case. */
export function budgetBoundsIssue(
  body: Partial<
    Record<'fixedBudgetMinUsd' | 'fixedBudgetMaxUsd' | 'hourlyBudgetMinUsd' | 'hourlyBudgetMaxUsd', number | null>
  >,
) {
  return budgetBoundsProblem({
    fixedBudgetMinUsd: body.fixedBudgetMinUsd ?? null,
    fixedBudgetMaxUsd: body.fixedBudgetMaxUsd ?? null,
    hourlyBudgetMinUsd: body.hourlyBudgetMinUsd ?? null,
    hourlyBudgetMaxUsd: body.hourlyBudgetMaxUsd ?? null,
  });
}

/** The settings of what gets bid as GET answers them. */
export const toWhatGetsBidResponse = (settings: BiddingSettings) => ({
  minSkillMatches: settings.minSkillMatches,
  minSkillSharePercent: settings.minSkillSharePercent,
  excludedKeywords: [...settings.excludedKeywords],
  requiredKeywords: [...settings.requiredKeywords],
  bidOnFixedProjects: settings.bidOnFixedProjects,
  fixedBudgetMinUsd: settings.fixedBudgetMinUsd,
  fixedBudgetMaxUsd: settings.fixedBudgetMaxUsd,
  hourlyBudgetMinUsd: settings.hourlyBudgetMinUsd,
  hourlyBudgetMaxUsd: settings.hourlyBudgetMaxUsd,
  languages: [...settings.languages],
  minHourlyRateUsd: settings.minHourlyRateUsd,
  useClientTimeline: settings.useClientTimeline,
  milestonePercentage: settings.milestonePercentage,
  requirePaymentVerified: settings.requirePaymentVerified,
  minClientRating: settings.minClientRating,
  minClientReviews: settings.minClientReviews,
  blockedCountries: [...settings.blockedCountries],
  blockedClientIds: [...settings.blockedClientIds],
  minFitScore: settings.minFitScore,
  reviewMode: settings.reviewMode,
  holdBelowFitScore: settings.holdBelowFitScore,
  holdOnGuardWarning: settings.holdOnGuardWarning,
  holdAboveAmountUsd: settings.holdAboveAmountUsd,
  holdNewClientCountry: settings.holdNewClientCountry,
  draftExpiryMinutes: settings.draftExpiryMinutes,
});

/** POST /api/bidding/blocked-clients. */
export const BlockClientBody = z.strictObject({
  clientId: z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    z
      .string({ error: 'clientId must be a Freelancer client id' })
      .refine(isClientId, "clientId must be a Freelancer client id (a number, e.g. '81234567')"),
  ),
});
export type BlockClientBody = z.input<typeof BlockClientBody>;

/** DELETE /api/bidding/blocked-clients/:clientId. */
export const UnblockClientParams = z.object({
  clientId: z.string().refine(isClientId, "clientId must be a Freelancer client id (a number, e.g. '81234567')"),
});
