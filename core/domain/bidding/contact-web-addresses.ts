/**
 * URLs, bare domains and the hosts that are a way to reach a person (docs/design.md#proposal-guard),
 * told apart from the client's own site, tool hosts and technology names spelled like domains.
 */

import { EMAIL } from './contact-emails.js';

export const URL = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]{1,2000}/gi;
/**
 * Top-level domains people send clients to; short words that end sentences typed without a space
 * ("done.It") are left out. Every contact host's own (`am` for instagr.am, `ee` for linktr.ee) is
 * in, or a bare "linktr.ee/ada" would never be found (the unit tests check the two lists agree).
 */
export const TLDS =
  'com|net|org|io|co|dev|app|ai|me|info|biz|xyz|site|online|store|shop|tech|page|link|ly|gg|tv|us|uk|ca|au|nz|de|fr|nl|es|pk|bd|ng|za|ru|eu|ch|se|pl|br|mx|jp|cn|ph|vn|ae|am|ee|pro|design|studio|agency|digital|cloud|email|codes|work|space|website|blog|art|live|in|to|sh|ws|one|gl|bio|lol|dog|cc|gy|gd|at';
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
export const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\w.@-])${LABEL}(?:\.${LABEL}){0,6}\.(?:${TLDS})\b(?![.-]?\w)(?:\/[^\s<>"')\]]{0,2000})?`,
  'gi',
);
/**
 * Top-level domains that are also English words: "finished.In the next step" is a sentence typed
 * without a space, not a domain. Such a domain counts when a path follows it, when nothing but
 * punctuation does ("See ada.to."), or when a word that points to a site comes right before it.
 */
const WORD_TLD = /\.(?:in|to|one|at)$/i;
const SITE_CUE =
  /\b(?:visit|see|at|on|via|site|website|domain|url|link|page|portfolio|check\s+out|go\s+to|open)\s{1,3}$/i;
const PROSE_AFTER = /^\s{1,3}[a-z]/i;
const wordTldOk = (found: string, before: string, after: string): boolean =>
  !WORD_TLD.test(found) || !PROSE_AFTER.test(after) || SITE_CUE.test(before);

/**
 * Product and documentation hosts named as the tools they are ("docs.google.com", "s3.amazonaws.com",
 * "yourapp.vercel.app"), no way to reach a person. Only a host alone: with a path a link can lead
 * to a person's profile, page or shared document, so it is still taken out. Under a hosting platform
 * only a placeholder name ("yourapp", "example-site") counts, and under AWS only a service's own
 * endpoint: "adacodes.vercel.app" or a named bucket is the freelancer's own site.
 */
const PLATFORM_HOST =
  /^(?:(?:docs|drive|sheets|forms|cloud|console\.cloud|firebase|developers|play|analytics|ads|support|fonts|script|maps)\.google\.com|(?:s3|ec2|lambda|dynamodb|sqs|sns|rds|ecr|sts)(?:[.-][a-z]{2}-[a-z]+-\d)?\.amazonaws\.com|(?:aws|console\.aws)\.amazon\.com|(?:(?:your|my|example|demo)-?(?:app|site|project|store|shop|domain|website|web|api|brand|company|name)?\.)?(?:vercel\.app|netlify\.app|herokuapp\.com|pages\.dev|web\.app|firebaseapp\.com)|(?:vercel|netlify|heroku|github|gitlab|npmjs|stripe|shopify)\.com)$/i;
const isPlatformHost = (found: string): boolean =>
  !/[/?#]/.test(found.replace(/^https?:\/\//i, '').replace(/\/$/, '')) && PLATFORM_HOST.test(hostOf(found));

/** Technology names spelled like domains. */
const TECH_NAMES = new Set([
  'asp.net',
  'vb.net',
  'ado.net',
  'ml.net',
  'socket.io',
  'dot.net',
  'dotnet.net',
  'draw.io',
  'c.ai',
]);
/**
 * Hosts that are a way to reach a person, never a client's own site: a brief naming one does not
 * make it fit to repeat.
 */
export const CONTACT_HOST_NAMES: readonly string[] = [
  't.me',
  'telegram.me',
  'telegram.org',
  'telegram.dog',
  'wa.me',
  'whatsapp.com',
  'skype.com',
  'join.skype.com',
  'discord.gg',
  'discord.com',
  'instagram.com',
  'instagr.am',
  'facebook.com',
  'fb.com',
  'm.me',
  'linkedin.com',
  'twitter.com',
  'x.com',
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'proton.me',
  'protonmail.com',
  'bit.ly',
  'tinyurl.com',
  'tiny.cc',
  'rb.gy',
  'is.gd',
  'cutt.ly',
  'shorturl.at',
  'goo.gl',
  't.ly',
  'ow.ly',
  'rebrand.ly',
  'wa.link',
  'linktr.ee',
  'calendly.com',
  'paypal.me',
];
const CONTACT_HOSTS = new RegExp(
  String.raw`(?:^|\.)(?:${CONTACT_HOST_NAMES.map((host) => host.replace(/\./g, String.raw`\.`)).join('|')})$`,
  'i',
);

/** A host that is a way to reach a person (a messenger, a mailbox, a link shortener): never fit to send, whoever entered it. */
export const isContactHost = (host: string): boolean => CONTACT_HOSTS.test(host);

/** The host of a URL or bare domain, lower case, without "www.". */
export function hostOf(found: string): string {
  return found
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#:]/)[0]!
    .toLowerCase()
    .replace(/^www\./, '');
}

/** The domains a project's brief names (its own site, its app's): repeating one in a proposal is no contact detail. */
export function domainsNamedIn(brief: string): ReadonlySet<string> {
  const hosts = new Set<string>();
  for (const pattern of [URL, BARE_DOMAIN]) for (const match of brief.matchAll(pattern)) hosts.add(hostOf(match[0]));
  for (const match of brief.matchAll(EMAIL)) hosts.add(match[0].split('@')[1]!.toLowerCase());
  for (const host of hosts) if (CONTACT_HOSTS.test(host)) hosts.delete(host);
  return hosts;
}

/** A URL or domain that is the client's own: the same host (or one under it), with no way to reach a person. */
const isClientsOwn = (found: string, clientDomains: ReadonlySet<string>): boolean => {
  const host = hostOf(found);
  return (
    !CONTACT_HOSTS.test(host) && [...clientDomains].some((domain) => host === domain || host.endsWith(`.${domain}`))
  );
};

/** A URL that is neither the client's own nor a tool host alone. */
export const urlOk = (found: string, clientDomains: ReadonlySet<string>): boolean =>
  !isClientsOwn(found, clientDomains) && !isPlatformHost(found);

/** A bare domain that is no technology name, and whose English-word top-level domain reads as one. */
export const bareDomainOk = (text: string, match: RegExpExecArray, clientDomains: ReadonlySet<string>): boolean =>
  !TECH_NAMES.has(match[0].toLowerCase()) &&
  urlOk(match[0], clientDomains) &&
  wordTldOk(
    match[0],
    text.slice(Math.max(0, match.index - 20), match.index),
    text.slice(match.index + match[0].length, match.index + match[0].length + 4),
  );
