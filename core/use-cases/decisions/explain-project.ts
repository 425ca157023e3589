import { SKIP_MESSAGES, type BlockReason, type SkipReasonCode } from '../../domain/bidding/autobid-reasons.js';
import { evaluateAutobidRules } from '../../domain/bidding/autobid-rules.js';
import { projectBriefScreening } from '../../domain/bidding/brief-screening.js';
import { fitScore, type FitScore } from '../../domain/bidding/fit-score.js';
import { assumedEnglishMessage, assumesEnglish } from '../../domain/bidding/proposal-language.js';
import type { Project } from '../../domain/bidding/project.js';
import {
  PROJECT_REFERENCE_REQUIRED,
  parseProjectReference,
  refersTo,
  type ProjectReference,
} from '../../domain/bidding/project-reference.js';
import { MAIN_PROFILE_ID, runProfiles, type RunProfile } from '../../domain/bidding/search-profile.js';
import type { RunSettings } from '../../domain/bidding/settings.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ExchangeRates } from '../../ports/exchange-rates.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import { blockReasonsOf, loadAccount, type LoadedAccount, type RunAccount } from '../engine/run-account.js';
import { usdRatesFor } from '../engine/usd-rates.js';

/** How far back the stored feed is searched: the longest time limit a user can set. */
const FEED_LOOKBACK_MS = 24 * 3600_000;

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

export interface RuleVerdict {
  readonly code: SkipReasonCode;
  readonly label: string;
  readonly passed: boolean;
  /** Why it failed; null when it passed. */
  readonly message: string | null;
}

/** One search profile's answer (docs/design.md#search-profiles). */
export interface ProfileExplanation {
  /** MAIN_PROFILE_ID for the settings themselves. */
  readonly profileId: string;
  readonly name: string;
  /** `bid`: every rule of this profile passes; `skip`: one fails. */
  readonly verdict: 'bid' | 'skip';
  readonly rules: readonly RuleVerdict[];
  readonly fit: FitScore;
}

export interface Explanation {
  readonly project: Project;
  /** `bid`: every rule of some profile passes and nothing blocks the account; `skip`: each profile fails a rule; `blocked`: the account cannot bid now. */
  readonly verdict: 'bid' | 'skip' | 'blocked';
  readonly blocks: readonly BlockReason[];
  /** The rules of the profile that would bid the project, else the first profile's (the main one). */
  readonly rules: readonly RuleVerdict[];
  /** The project's fit for that profile now, with its top reasons (docs/design.md#fit-score). */
  readonly fit: FitScore;
  /** The profile `rules` and `fit` are of. */
  readonly profileId: string;
  readonly profileName: string;
  /** Every active profile's answer, main first then the others oldest first: the first that passes bids. */
  readonly profiles: readonly ProfileExplanation[];
}

/**
 * "Why not this project?" (docs/design.md#decision-log): finds the project the user names (an id or
 * a link) in the stored feed of the last 24 hours, else by reading that one project from the
 * Marketplace with their token (however old, open or closed), and checks it now against the user's current settings
 * with every reason. The account-level blocks are answered apart, and the project's rules are
 * checked as if the account could bid, so the user sees both what to fix and what already fits.
 */
export class ExplainProject {
  constructor(
    private readonly repositories: Pick<
      Repositories,
      'settings' | 'profiles' | 'searchProfiles' | 'ledger' | 'plans' | 'bids' | 'feed'
    >,
    private readonly marketplace: Pick<Marketplace, 'findProject'>,
    private readonly rates: ExchangeRates,
    private readonly clock: Clock,
    /** A language model writes the proposals: projects in any language may be bid (proposal-language.ts). */
    private readonly modelWritesProposals = false,
  ) {}

  async execute(user: User, input: string): Promise<Explanation> {
    const reference = parseProjectReference(input);
    if (reference === null) throw validationFailed(PROJECT_REFERENCE_REQUIRED, 'project');
    const now = this.clock.now();
    const account = await loadAccount(this.repositories, user, now);
    const project = await this.find(reference, account, now);
    if (project === null) {
      throw new DomainError(
        'PROJECT_NOT_FOUND',
        'No Freelancer project with that link or id was found. Check the link, or link your Freelancer account to look up older projects.',
      );
    }
    const blocks = blockReasonsOf(account);
    const alreadyBid = await this.repositories.bids.projectIdsWithBids(user.id, [project.id]);
    const usdRate = await usdRatesFor(this.rates, [project]);
    const facts: ProjectFacts = {
      context: { ...asIfItCouldBid(account), modelWritesProposals: this.modelWritesProposals },
      project,
      alreadyBid,
      usdRate,
      now,
    };
    const names = profileNames(account);
    const profiles = searchedProfiles(account, facts.context.settings, now).map((profile) =>
      explainForProfile(facts, profile, names.get(profile.profileId) ?? profile.profileId),
    );
    // Every profile is searched: the first that passes would bid it, as the rules choose.
    const shown = profiles.find((profile) => profile.verdict === 'bid') ?? (profiles[0] as ProfileExplanation);
    const verdict = blocks.length > 0 ? 'blocked' : shown.verdict;
    return {
      project,
      verdict,
      blocks,
      rules: shown.rules,
      fit: shown.fit,
      profileId: shown.profileId,
      profileName: shown.name,
      profiles,
    };
  }

  private async find(reference: ProjectReference, account: RunAccount, now: Date): Promise<Project | null> {
    const feed = await this.repositories.feed.listSeenSince(new Date(now.getTime() - FEED_LOOKBACK_MS));
    const stored = feed.find((entry) => refersTo(reference, entry.project));
    if (stored !== undefined) return stored.project;
    if (account.token === null) return null;
    return this.marketplace.findProject({ token: account.token, project: reference });
  }
}

interface ProjectFacts {
  readonly context: RunAccount['context'] & { readonly modelWritesProposals: boolean };
  readonly project: Project;
  readonly alreadyBid: ReadonlySet<string>;
  readonly usdRate: (currency: string) => number | undefined;
  readonly now: Date;
}

/** One profile's rules over the project, each passing or naming why not. */
function explainForProfile(facts: ProjectFacts, profile: RunProfile, name: string): ProfileExplanation {
  const { project, now, usdRate } = facts;
  const { settings } = profile;
  const evaluation = evaluateAutobidRules({
    ...facts.context,
    settings,
    profiles: [profile],
    projects: [project],
    projectIdsAlreadyBid: facts.alreadyBid,
    usdRate,
    explain: true,
  });
  const decision = evaluation.kind === 'evaluated' ? evaluation.decisions[0] : undefined;
  const failed = new Set(decision?.kind === 'skip' ? decision.reasons.map((reason) => reason.code) : []);
  // Without skills every project fails the skill rule; the block says so and the rules still answer.
  if (evaluation.kind === 'blocked') failed.add('SKILLS_MISMATCH');
  const fit = fitScore(project, settings, { now, usdRate: usdRate(project.currency) });
  // The rules score only projects every other rule lets through; the answer checks the minimum whatever else fails.
  if (fit.score < settings.minFitScore) failed.add('FIT_TOO_LOW');
  const listed = (rule: ListedRule): boolean =>
    failed.has(rule.code) ||
    ((!rule.code.startsWith('BARRED_') || project.kinds.length > 0) && (rule.listedWhen?.(project, settings) ?? true));
  const rules = RULES.filter(listed).map((rule) => ({
    code: rule.code,
    label: rule.label,
    passed: !failed.has(rule.code),
    message: !failed.has(rule.code)
      ? null
      : failureMessage(rule.code, project, settings, facts.context.modelWritesProposals),
  }));
  return { profileId: profile.profileId, name, verdict: failed.size > 0 ? 'skip' : 'bid', rules, fit };
}

/** Why a rule failed: a scam says which request, a skip on the assumed English says why. */
function failureMessage(code: SkipReasonCode, project: Project, settings: RunSettings, modelWrites: boolean): string {
  const scam = code === 'BRIEF_SCAM' ? projectBriefScreening(project).scam : null;
  if (scam !== null) return scam.message;
  if (code === 'LANGUAGE_MISMATCH' && assumesEnglish(settings.languages, modelWrites))
    return assumedEnglishMessage(project.language);
  return SKIP_MESSAGES[code];
}

/** Every active profile, main first, each as if its schedule were open: the answer is about the project, not the hour. */
function searchedProfiles(account: RunAccount, settings: RunSettings, now: Date): RunProfile[] {
  const others = (account.searchProfiles ?? []).map((profile) => ({
    ...profile,
    rules: { ...profile.rules, scheduleAutobidding: false },
  }));
  return runProfiles(settings, others, now);
}

const profileNames = (account: LoadedAccount): ReadonlyMap<string, string> =>
  new Map([
    [MAIN_PROFILE_ID, account.settings.profileName],
    ...(account.searchProfiles ?? []).map((profile) => [profile.id, profile.name] as const),
  ]);

/** The account's facts with every account-level block lifted, its skills and rules kept: the project rules alone decide. */
function asIfItCouldBid(account: RunAccount): RunAccount['context'] {
  const { context } = account;
  return {
    ...context,
    settings: { ...context.settings, isActive: true, pause: null, scheduleAutobidding: false, bidsLimit: 'no_limit' },
    user: { ...context.user, isActive: true, planStatus: 'active' },
    hasToken: true,
    balance: { total: Number.MAX_SAFE_INTEGER, unlimited: true },
    marketplaceAccount: null,
  };
}
