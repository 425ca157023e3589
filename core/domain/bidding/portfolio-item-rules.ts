import { validationFailed } from '../errors.js';
import { PORTFOLIO_LIMITS, type NewPortfolioItem } from './portfolio.js';
import { normalizeSkill } from './skill-matching.js';

/** Freelancer's skill names run to a few words; a longer "skill" is a sentence in the wrong box. */
export const PORTFOLIO_SKILL_CHARS = 50;

/** What the user typed, before the rules below trim, deduplicate and check it. */
export interface PortfolioItemInput {
  readonly title: string;
  readonly url: string;
  readonly skills: readonly string[];
  readonly summary: string;
}

export const PORTFOLIO_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${PORTFOLIO_LIMITS.titleChars} characters`,
  titleOneLine: 'Title must be one line of plain text',
  urlRequired: 'URL is required',
  urlTooLong: `URL must be at most ${PORTFOLIO_LIMITS.urlChars} characters`,
  urlScheme: 'URL must start with http:// or https://',
  urlInvalid: 'URL is not a valid web address',
  urlCredentials: 'URL must not contain a user name or password',
  skillsRequired: 'Add at least one skill: the item is chosen by the skills it shares with a project',
  skillsTooMany: `At most ${PORTFOLIO_LIMITS.skills} skills per item`,
  skillTooLong: `Each skill must be at most ${PORTFOLIO_SKILL_CHARS} characters`,
  skillOneLine: 'Each skill must be plain text on one line',
  summaryRequired: 'Write one line about the work',
  summaryTooLong: `The line about the work must be at most ${PORTFOLIO_LIMITS.summaryChars} characters`,
  summaryOneLine: 'The line about the work must be one line, without line breaks',
  limitReached: `You can have at most ${PORTFOLIO_LIMITS.items} portfolio items; delete one to add another`,
} as const;

// Control characters include \r and \n; U+2028/2029 break lines too where text is shown.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** Whether the text would show as more than one line, or carries invisible control characters. */
export const isNotOneLine = (text: string): boolean => NOT_ONE_LINE.test(text);

/**
 * Why the address cannot be a portfolio link, or null. Only http(s) opens as a page for the client:
 * `javascript:` or `data:` would run or hide content, and a user name or password in the address
 * would hand the client a credential.
 */
export function portfolioUrlProblem(url: string): string | null {
  if (url === '') return PORTFOLIO_MESSAGES.urlRequired;
  if (url.length > PORTFOLIO_LIMITS.urlChars) return PORTFOLIO_MESSAGES.urlTooLong;
  if (!/^https?:\/\//i.test(url)) return PORTFOLIO_MESSAGES.urlScheme;
  // A browser reads an address with spaces or control characters otherwise than it was checked here.
  if (/[\s\p{Cc}]/u.test(url)) return PORTFOLIO_MESSAGES.urlInvalid;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return PORTFOLIO_MESSAGES.urlInvalid;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return PORTFOLIO_MESSAGES.urlScheme;
  if (parsed.hostname === '') return PORTFOLIO_MESSAGES.urlInvalid;
  if (parsed.username !== '' || parsed.password !== '') return PORTFOLIO_MESSAGES.urlCredentials;
  return null;
}

/** Trimmed, blanks dropped, each skill once however it is cased or spaced (the first spelling kept). */
export function portfolioSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = normalizeSkill(skill);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return kept;
}

/**
 * The item as stored, or VALIDATION_FAILED naming the first field at fault. The wire contract
 * checks the same limits first; these hold for every caller (the CLI, tests, a future import).
 */
export function checkedPortfolioItem(input: PortfolioItemInput): NewPortfolioItem {
  const title = input.title.trim();
  if (title === '') throw validationFailed(PORTFOLIO_MESSAGES.titleRequired, 'title');
  if (title.length > PORTFOLIO_LIMITS.titleChars) throw validationFailed(PORTFOLIO_MESSAGES.titleTooLong, 'title');
  if (isNotOneLine(title)) throw validationFailed(PORTFOLIO_MESSAGES.titleOneLine, 'title');

  const url = input.url.trim();
  const urlProblem = portfolioUrlProblem(url);
  if (urlProblem !== null) throw validationFailed(urlProblem, 'url');

  const skills = portfolioSkills(input.skills);
  if (skills.length === 0) throw validationFailed(PORTFOLIO_MESSAGES.skillsRequired, 'skills');
  if (skills.length > PORTFOLIO_LIMITS.skills) throw validationFailed(PORTFOLIO_MESSAGES.skillsTooMany, 'skills');
  if (skills.some((skill) => skill.length > PORTFOLIO_SKILL_CHARS))
    throw validationFailed(PORTFOLIO_MESSAGES.skillTooLong, 'skills');
  if (skills.some(isNotOneLine)) throw validationFailed(PORTFOLIO_MESSAGES.skillOneLine, 'skills');

  const summary = input.summary.trim();
  if (summary === '') throw validationFailed(PORTFOLIO_MESSAGES.summaryRequired, 'summary');
  if (summary.length > PORTFOLIO_LIMITS.summaryChars)
    throw validationFailed(PORTFOLIO_MESSAGES.summaryTooLong, 'summary');
  if (isNotOneLine(summary)) throw validationFailed(PORTFOLIO_MESSAGES.summaryOneLine, 'summary');

  return { title, url, skills, summary };
}
