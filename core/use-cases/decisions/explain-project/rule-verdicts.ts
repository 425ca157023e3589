import { SKIP_MESSAGES, type SkipReasonCode } from '../../../domain/bidding/autobid-reasons.js';
import { projectBriefScreening } from '../../../domain/bidding/brief-screening.js';
import { assumedEnglishMessage, assumesEnglish } from '../../../domain/bidding/proposal-language.js';
import type { Project } from '../../../domain/bidding/project.js';
import type { RunSettings } from '../../../domain/bidding/settings.js';

export interface RuleVerdict {
  readonly code: SkipReasonCode;
  readonly label: string;
  readonly passed: boolean;
  /** Why it failed; null when it passed. */
  readonly message: string | null;
}

interface ListedRule {
  readonly code: SkipReasonCode;
  readonly label: string;
  /** Listed only when this holds (or the rule failed): a rule whose label would read untrue otherwise, e.g. the other project type's. */
  readonly listedWhen?: (project: Project, settings: RunSettings) => boolean;
}

/** The project rules an answer lists, in the order a reader checks them; each passes or names why not. */
const RULES: readonly ListedRule[] = [
  { code: 'PROJECT_CLOSED', label: 'The project takes bids' },
  { code: 'OWN_PROJECT', label: 'Not posted by your own Freelancer account' },
  { code: 'NDA_PROJECT', label: 'Not an NDA project' },
  { code: 'BARRED_FEATURED', label: 'Freelancer accepts your bids on featured projects' },
  { code: 'BARRED_PREFERRED_ONLY', label: 'Freelancer accepts your bids on preferred-freelancer projects' },
  { code: 'BARRED_VERIFIED_ONLY', label: 'Freelancer accepts your bids on verified-only projects' },
  { code: 'BARRED_QUALIFIED', label: 'Freelancer accepts your bids on qualification projects' },
  { code: 'ALREADY_BID', label: 'Not bid on yet' },
  { code: 'TOO_MANY_BIDS', label: 'Bid count within your threshold' },
  {
    code: 'HOURLY_EXCLUDED',
    label: 'Project type allowed by your settings',
    listedWhen: (project) => project.type === 'hourly',
  },
  {
    code: 'FIXED_EXCLUDED',
    label: 'Project type allowed by your settings',
    listedWhen: (project) => project.type === 'fixed',
  },
  { code: 'TOO_OLD', label: 'Posted within your time limit' },
  { code: 'LANGUAGE_MISMATCH', label: 'Written in a language you bid in' },
  { code: 'CLIENT_BLOCKED', label: 'Not a client you blocked' },
  {
    code: 'CLIENT_NOT_VERIFIED',
    label: "The client's payment method is verified",
    listedWhen: (_project, settings) => settings.requirePaymentVerified,
  },
  { code: 'CLIENT_REPUTATION_LOW', label: "The client's rating and reviews meet your minimums" },
  { code: 'CLIENT_COUNTRY_BLOCKED', label: 'The client is not in a country you blocked' },
  { code: 'SKILLS_MISMATCH', label: 'Shares enough skills with your profile' },
  { code: 'KEYWORD_EXCLUDED', label: 'None of your excluded keywords in the title or brief' },
  {
    code: 'KEYWORD_MISSING',
    label: 'One of your required keywords in the title or brief',
    listedWhen: (_project, settings) => settings.requiredKeywords.some((keyword) => keyword.trim() !== ''),
  },
  { code: 'RATE_UNAVAILABLE', label: 'Exchange rate known for the currency' },
  { code: 'NO_BUDGET', label: 'States a budget to price the bid from' },
  { code: 'VERIFIED_PROFILE_REQUIRED', label: 'Budget allowed for your profile' },
  { code: 'BUDGET_OUT_OF_RANGE', label: 'Budget within your range for its type' },
  { code: 'BRIEF_SCAM', label: 'The brief asks nothing scammers ask for' },
  { code: 'FIT_TOO_LOW', label: 'Fit score at or above your minimum' },
];

/** The rules listed for the project, each passing or, if in `failed`, naming why not. */
export function ruleVerdicts(
  project: Project,
  settings: RunSettings,
  failed: ReadonlySet<SkipReasonCode>,
  modelWritesProposals: boolean,
): RuleVerdict[] {
  const listed = (rule: ListedRule): boolean =>
    failed.has(rule.code) ||
    ((!rule.code.startsWith('BARRED_') || project.kinds.length > 0) && (rule.listedWhen?.(project, settings) ?? true));
  return RULES.filter(listed).map((rule) => ({
    code: rule.code,
    label: rule.label,
    passed: !failed.has(rule.code),
    message: !failed.has(rule.code) ? null : failureMessage(rule.code, project, settings, modelWritesProposals),
  }));
}

/** Why a rule failed: a scam says which request, a skip on the assumed English says why. */
function failureMessage(code: SkipReasonCode, project: Project, settings: RunSettings, modelWrites: boolean): string {
  const scam = code === 'BRIEF_SCAM' ? projectBriefScreening(project).scam : null;
  if (scam !== null) return scam.message;
  if (code === 'LANGUAGE_MISMATCH' && assumesEnglish(settings.languages, modelWrites))
    return assumedEnglishMessage(project.language);
  return SKIP_MESSAGES[code];
}
