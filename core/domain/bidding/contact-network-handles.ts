/**
 * A network's id written as a plain word (docs/design.md#proposal-guard): "LinkedIn: johnsmith",
 * "GitHub adacodes", "my Instagram: adacodes". Networks are also the work ("Instagram reels",
 * "Facebook: ads", "GitHub Actions"), so a plain word counts only where nothing but an id can
 * stand: labelled as mine, after an invitation to find me there, or alone after the network's name.
 * A GitHub or Behance profile is as much a way to reach the writer as a LinkedIn one, and a link to
 * any of them is taken out too, so their names count alike.
 */

import { ID_WORD, NETWORKS, NOT_AN_ID, PLAIN_ID } from './contact-messenger-ids.js';

/**
 * A network's id where only an id can stand: labelled as mine ("My Instagram: adacodes") or after
 * an invitation to find me there ("Follow me on Instagram adacodes"). Not after "is": "my
 * LinkedIn is up to date".
 */
export const NETWORK_WORD_ID = new RegExp(
  String.raw`\b(?:my|our)\s{1,3}${NETWORKS}${ID_WORD}\s{0,3}(?::|=|–|—|->|→)\s{0,3}${PLAIN_ID}|\b(?:follow|find|add|message|dm|ping|reach|contact)\s{1,3}(?:me|us)\s{1,3}on\s{1,3}${NETWORKS}${ID_WORD}[:,]?\s{1,3}(?:as\s{1,3})?${PLAIN_ID}`,
  'gi',
);
/** One word and nothing after it but the end of its sentence, line or list item, or a dash before an aside. */
const STANDS_ALONE = String.raw`(?=[ \t]{0,3}(?:[,;!?)\]|•·]|\.(?!\w)|\n|$)|[ \t]{1,3}[-–—][ \t])`;
/**
 * "LinkedIn: johnsmith", "FB - adacodes", "LinkedIn (johnsmith)": a network as a label, then one
 * word alone ("Facebook: ads, pixels and audiences" goes on, so it is a list of the work).
 */
export const NETWORK_LABEL_ID = new RegExp(
  String.raw`\b${NETWORKS}${ID_WORD}\s{0,3}(?::|=|[-–—→»›>(]|->)\s{0,3}${PLAIN_ID}${STANDS_ALONE}`,
  'gi',
);
/**
 * "LinkedIn/johnsmith": a slash after the name. The revealed reading also joins a link's host into
 * a name ("instagr.am/ada" reads "instagram/ada"): the guard takes such a find for the plain link it
 * reads, not for a hidden id.
 */
export const NETWORK_SLASH_ID = new RegExp(String.raw`\b${NETWORKS}\/${PLAIN_ID}${STANDS_ALONE}`, 'gi');
/**
 * "linkedin johnsmith", "Profiles: LinkedIn johnsmith, GitHub adacodes.": a network's name opening
 * a sentence, line or list item, then one word alone. Inside a sentence the word after the name is
 * the work ("ads on Instagram organically").
 */
export const NETWORK_THEN_ID = new RegExp(
  String.raw`(?<=(?:^|[\n.!?:;,|•·(])[ \t]{0,3})${NETWORKS}${ID_WORD}[ \t]{1,3}${PLAIN_ID}${STANDS_ALONE}`,
  'gi',
);
/**
 * "My Instagram is adacodes.": a network named as mine, then "is" and one word alone, which no
 * word of the work, state or shape can be ("my LinkedIn is outdated", "my GitHub is private").
 */
export const MY_NETWORK_IS_ID = new RegExp(
  String.raw`\b(?:my|our)\s{1,3}${NETWORKS}${ID_WORD}\s{1,3}is\s{1,3}${PLAIN_ID}${STANDS_ALONE}`,
  'gi',
);
/** "Email me: johnsmith": a mailbox's name after an invitation to write, its domain left off. */
export const MAIL_ME_ID = new RegExp(
  String.raw`\be-?mail\s{1,3}(?:me|us)\s{0,3}(?::|=|[-–—→]|->)\s{0,3}${PLAIN_ID}${STANDS_ALONE}`,
  'gi',
);
/** "I'm adacodes on GitHub": an id given as the writer's name there ("I'm active on LinkedIn" is off-platform.ts's). */
export const I_AM_ON_NETWORK = new RegExp(
  String.raw`\b(?:i\s{1,3}am|i['’]?m)\s{1,3}${PLAIN_ID}\s{1,3}(?:on|at)\s{1,3}${NETWORKS}\b${STANDS_ALONE}`,
  'gi',
);
/** A quick look for a network's name, so the id patterns around one run only where one is named. */
export const NAMES_A_NETWORK = new RegExp(String.raw`\b${NETWORKS}\b`, 'i');

/** What a network's name labels when it is the work: its products, content, results and the words around them. */
const NETWORK_WORK = new Set(
  (
    'ad ads reel reels story stories post posts page pages pixel feed feeds shop shops marketplace outreach profile ' +
    'profiles insights analytics actions copilot repo repos repository repositories gist gists issue issues thread ' +
    'threads space spaces live shorts content growth followers follower engagement lead leads marketing strategy ' +
    'presence audience audiences influencers influencer creators creator video videos captions hashtags carousel ' +
    'carousels reach impressions clicks traffic sales recruiter jobs learning premium navigator enterprise ' +
    'codespaces packages workflows wiki discussions sponsors projects releases pipelines boards pins subreddits ' +
    'streams clips playlists subscribers views comments likes shares inbox portfolio showcase reviews endorsements ' +
    'recommendations connections seo graph tweets meta ecommerce brand newsletter newsletters articles events ' +
    'groups paid funnels audits tutorials thumbnails overlays shots trends vlogs edits intros outros banners emotes ' +
    'panels memes giveaways collabs mockups icons logos prototypes wireframes moodboards animations commits stars ' +
    'forks merges readme docs ui ux design designs photos photography art artwork illustrations graphics visuals ' +
    'copy copywriting blog blogs podcast podcasts webinars courses lives stickers filters effects lenses templates ' +
    'bios handles links polls quizzes contests promos promotions offers deals coupons reports metrics kpis roi ' +
    'budget budgets spend results wins work samples examples demos code source contributions experience skills ' +
    'services anytime weekly monthly aesthetic strong google microsoft amazon bytedance salesforce ' +
    // How the writer is on a network, not who: "I'm new on GitHub", "I'm big on Instagram".
    'new big huge popular famous visible present everywhere there here also always ' +
    // What a profile is like when "my <network> is" says how it is: "my GitHub is private".
    'private empty open closed old small current fresh clean verified blank quiet busy mine yours'
  ).split(' '),
);
const NETWORK_NAME = new RegExp(String.raw`^${NETWORKS}$`, 'i');
/**
 * Words no one picks as an id: adverbs, gerunds, past forms, versions and nouns and adjectives
 * made with a suffix ("organically", "posting", "automation", "visibility", "organic").
 */
const NOT_ID_SHAPED =
  /^(?:v\d[\d.]*|\w{3,}(?:ly|ings?|ed|tions?|sions?|ments?|ness|ity|ities|ics?|isms?|ship|ance|ence|ures?|ages?|ials?|uals?|ive|ful|less|able|ible|ous))$/i;

/** A plain word where an id may stand that is no word of the work, no ordinary word and no network's name. */
export const plainWordIdOk = (match: RegExpExecArray): boolean => {
  const id = (match[1] ?? match[2] ?? '').toLowerCase();
  return !NOT_AN_ID.has(id) && !NETWORK_WORK.has(id) && !NETWORK_NAME.test(id) && !NOT_ID_SHAPED.test(id);
};
