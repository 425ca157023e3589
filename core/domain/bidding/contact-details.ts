/**
 * Contact details as they are written in plain sight (docs/design.md#proposal-guard): e-mail
 * addresses, phone numbers, URLs and bare domains, messenger ids and @handles. The guard runs these
 * on the proposal as written (a sentence carrying one is removed) and again on its de-obfuscated
 * reading (`reveal-text.ts`), where a find is a hidden detail and holds the bid.
 *
 * Every pattern has bounded repetitions: the guard runs once per bid on text a model or a client's
 * brief shaped, so no pattern may backtrack over the whole text from every position.
 */

export type ContactKind = 'email' | 'phone' | 'url' | 'handle';

export interface ContactSpan {
  readonly start: number;
  readonly end: number;
  readonly kind: ContactKind;
}

const EMAIL = /(?<![\w.+-])[a-z0-9][\w.+-]{0,63}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,24}\b/gi;

/** "ada at example dot com", "ada [at] example [dot] com", "ada(at)example.com", "ada @ example . com". */
const SPELLED_AT = String.raw`(?:\s{0,3}@\s{0,3}|\s{0,3}[[({<]\s{0,3}at\s{0,3}[\])}>]\s{0,3}|\s{1,3}at\s{1,3})`;
/** A plain dot with a space on one side only ends a sentence, and is no part of an address. */
const SPELLED_DOT = String.raw`(?:\s{0,3}[[({<]\s{0,3}dot\s{0,3}[\])}>]\s{0,3}|\s{1,3}dot\s{1,3}|\s{1,3}\.\s{1,3}|\.)`;
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\w+-])[a-z0-9][\w+-]{0,63}(?:${SPELLED_DOT}[a-z0-9][\w+-]{0,63}){0,4}${SPELLED_AT}[a-z0-9-]{1,63}(?:${SPELLED_DOT}[a-z0-9-]{1,63}){0,4}${SPELLED_DOT}[a-z]{2,10}\b`,
  'gi',
);
/** A plain " at " between words with plain dots ("look at Node.js") is English, not an address. */
const SPELLED_OUT = /@|[[({<]\s*at\s*[\])}>]|[[({<]\s*dot\s*[\])}>]|\sdot\s/i;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]{1,2000}/gi;
/**
 * Top-level domains people send clients to; short words that end sentences typed without a space
 * ("done.It") are left out. Every contact host's own (`am` for instagr.am, `ee` for linktr.ee) is
 * in, or a bare "linktr.ee/ada" would never be found (the unit tests check the two lists agree).
 */
export const TLDS =
  'com|net|org|io|co|dev|app|ai|me|info|biz|xyz|site|online|store|shop|tech|page|link|ly|gg|tv|us|uk|ca|au|nz|de|fr|nl|es|pk|bd|ng|za|ru|eu|ch|se|pl|br|mx|jp|cn|ph|vn|ae|am|ee|pro|design|studio|agency|digital|cloud|email|codes|work|space|website|blog|art|live|in|to|sh|ws|one|gl|bio|lol|dog';
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\w.@-])${LABEL}(?:\.${LABEL}){0,6}\.(?:${TLDS})\b(?![.-]?\w)(?:\/[^\s<>"')\]]{0,2000})?`,
  'gi',
);
/**
 * Top-level domains that are also English words: "finished.In the next step" is a sentence typed
 * without a space, not a domain. Such a domain counts when a path follows it, when nothing but
 * punctuation does ("See ada.to."), or when a word that points to a site comes right before it.
 */
const WORD_TLD = /\.(?:in|to|one)$/i;
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
  'linktr.ee',
  'calendly.com',
  'paypal.me',
];
const CONTACT_HOSTS = new RegExp(
  String.raw`(?:^|\.)(?:${CONTACT_HOST_NAMES.map((host) => host.replace(/\./g, String.raw`\.`)).join('|')})$`,
  'i',
);

const PHONE_CANDIDATE = /(?<![\w$€£₹¥.,/:-])(?:\+\s?)?\(?\d[\d\s().-]{5,40}\d(?![\w%/:])/g;
const PHONE_CONTEXT =
  /\b(?:phone|call|tel|mobile|cell|whats\s?app|viber|signal|text|sms|contact|reach|number|ring|dial)\b[^.\n]{0,25}$/i;
/**
 * A way to reach a person right before the number ("call me on", "text us at", "my number:",
 * "phone -"): then "555-0132" is a local phone, not a range. Without such a cue next to it, a number
 * range ("2019-2023", "1500-2500") stays a range, even in a sentence about calls or SMS.
 */
const PHONE_CUE = new RegExp(
  String.raw`(?:\b(?:call|text|reach|ring|phone|whats\s?app|sms|message|dial|contact)(?:\s{1,3}(?:me|us))?|\b(?:my|our)\s{1,3}(?:phone|mobile|cell|number|whats\s?app)(?:\s{1,3}(?:number|no\.?))?|\b(?:phone|tel|mobile|cell|number)(?:\s{1,3}(?:number|no\.?))?\s{0,3}[:#=])\s{0,3}(?:[:=]|-\s|\bis\b|\bon\b|\bat\b)?\s{0,3}$`,
  'i',
);
const CURRENCY_BEFORE = /(?:[$€£₹¥]|\b(?:usd|eur|gbp|inr|aud|cad|zar|pkr|rs\.?))\s?$/i;
const UNIT_AFTER =
  /^\s?(?:%|k\b|(?:usd|eur|gbp|inr|aud|cad|zar|pkr|ngn|bdt|php|sgd|hkd|nzd|jpy|cny|days?|hours?|hrs?|weeks?|months?|years?|words?|pages?|items?|users?|rows?|records?|lines?|visits?|visitors?|views?|downloads?|px|pixels?|times?|products?|files?|images?|orders?)\b|[$€£₹¥])/i;
const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;
const ISBN_BEFORE = /\bisbn(?:-1[03])?\s*:?\s*$/i;

/** A valid ISBN-13 (978/979 and its check digit): a book, not a phone. */
function isIsbn13(digits: string): boolean {
  if (digits.length !== 13 || !/^97[89]/.test(digits)) return false;
  const sum = Array.from(digits).reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/** "Order IDs look like 1234567890", "SKU 4006381333931": a number introduced as a code, not a phone. */
const CODE_BEFORE =
  /\b(?:ids?|order(?:\s+(?:ids?|numbers?|no\.?))?|orders|sku|skus|ean|eans|upc|gtin|asin|barcodes?|codes?|invoices?|tickets?|tracking|serial|ssn|part|model|format|pattern)\b[^.!?\n\d]{0,20}$/i;
/** A way to reach someone anywhere near the number: then a code word before it proves nothing. */
const REACH_NEAR =
  /\b(?:phone|call|tel|mobile|cell|whats\s?app|wa|viber|signal|telegram|skype|text|sms|contact|reach|ring|dial|me|us)\b/i;

function isPhone(candidate: string, before: string, after: string): boolean {
  const raw = candidate.trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (!raw.startsWith('+') && CODE_BEFORE.test(before) && !REACH_NEAR.test(`${before} ${after}`)) return false;
  if (DATE.test(raw) || IPV4.test(raw) || CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
  if (ISBN_BEFORE.test(before) || isIsbn13(digits)) return false;
  const range = RANGE.exec(raw);
  // "10000-20000" is a range of amounts; "0300-1234567" and "555-1234567" are numbers.
  if (
    range !== null &&
    !raw.startsWith('0') &&
    Math.abs(range[1]!.length - range[2]!.length) <= 1 &&
    !PHONE_CUE.test(before)
  )
    return false;
  if (raw.startsWith('+')) return digits.length >= 8;
  return digits.length >= 9 || PHONE_CONTEXT.test(before);
}

/** "tel:447700900123", "whatsapp447700900123", "WhatsApp_447700900123", "wa-me-447700900123": a number glued to a way to reach it. */
const GLUED_PHONE =
  /(?<![a-z0-9./])(?:tel|phone|mobile|mob|cell|ph|whats\s?app|wa|viber|signal|sms|call|text|telegram|skype)(?:[-_.:=#/]{1,2}me)?[-_.:=#/]{0,2}(\+?\d[\d().-]{5,20}\d)(?!\d)/gi;
/** A quick look for a run long enough to be a phone, so `GLUED_PHONE` runs only where one may be. */
const SEVEN_DIGITS = /\d[\d().-]{5,}\d/;
const gluedPhoneOk = (number: string): boolean => {
  const digits = number.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && !DATE.test(number);
};

/** Apps people move clients to; any id after "Skype:" or "my Telegram is" is one. */
const MESSENGERS = String.raw`(?:skype|telegram|whats\s?app|discord|wechat|viber|kik|icq)`;
/** Networks also named as skills ("Facebook: ads"), so only an id that cannot be a word counts. */
const NETWORKS = String.raw`(?:facebook|fb|instagram|insta|ig|linkedin|twitter|snapchat|slack|signal|tiktok|gmail)`;
const ID_WORD = String.raw`(?:\s{1,3}(?:id|name|handle|username|user\s?name|account|number|no\.?|address))?`;
const ODD_ID = String.raw`(?:live:[\w.:-]{1,40}|@[\w.]{2,40}|[a-z][\w-]{0,40}(?:[\d_][\w.-]{0,40}|\.\w[\w.-]{0,40}|#\d{4}))`;
/** "Skype: ada.l", "Telegram ID = @ada", "my Discord is ada_l". */
const LABELLED_HANDLE = new RegExp(
  String.raw`\b(?:(?:my|our)\s{1,3})?${MESSENGERS}${ID_WORD}\s{0,3}(?::|=|-|–|—|→|->|=>|\bis\b)\s{0,3}(?:live:)?@?[\w.#:-]{3,40}`,
  'gi',
);
/** "my Instagram is ada_paints": a network named as mine, then an id that cannot be a word. */
const MY_NETWORK_HANDLE = new RegExp(
  String.raw`\b(?:my|our)\s{1,3}${NETWORKS}${ID_WORD}\s{0,3}(?::|=|\bis\b)\s{0,3}${ODD_ID}`,
  'gi',
);
/** "Skype live:ada_1", "Discord ada#1234", "Instagram @ada": an id that cannot be an ordinary word. */
const INLINE_HANDLE = new RegExp(String.raw`\b(?:${MESSENGERS}|${NETWORKS})${ID_WORD}:?\s{1,3}${ODD_ID}`, 'gi');
/**
 * Words that follow a messenger's name when it is the work or the subject ("Telegram bots", "Skype
 * for Business", "WhatsApp sends"), not an id: any other word right after the name is taken for one
 * ("Skype adacodes", "my Telegram adacodes").
 */
const PLAIN_WORDS = (
  'is are was were be been being has have had and or nor but for to in on at of by via with from into as so than then ' +
  'that this these those which who where when while if can could will would should may might must does do did not too ' +
  'through within without about after before during since until over under across between among against per like ' +
  'instead because whenever every always never today tomorrow daily weekly instantly automatically directly right well ' +
  'better best more most less much many some several both either no yes please first last next again once soon later ' +
  'quickly easily simply really very even ever yet though although however unless whether what how why up down out off ' +
  'back away together alone ' +
  'also only just still already now here there it its me us you your our my his her their the a an all any each every'
).split(' ');
/** Words naming the work done with a messenger. */
const PRODUCT_WORDS = (
  'bot bots api apis business cloud group groups channel channels server servers chat chats app apps application ' +
  'applications mini web desktop mobile client clients integration integrations notification notifications message ' +
  'messages messaging webhook webhooks support account accounts premium call calls calling meeting meetings community ' +
  'communities clone automation marketing scraper scraping payments pay sticker stickers login sdk button buttons widget ' +
  'widgets link links plugin plugins flow flows template templates campaign campaigns broadcast broadcasts official ' +
  'communication alerts alert bridge connector connectors gateway store shop catalog catalogue ads users user members ' +
  'admin admins moderation roles role nitro voice video emoji emojis features feature interface style theme version ' +
  'updates update data export import backup history contacts status stories reactions commands command embeds oauth ' +
  'auth verification otp signup library libraries framework module modules session sessions teams work developer ' +
  'developers platform apis service services tools tool number numbers id ids name names handle username ' +
  'usernames address addresses sends send allows supports requires offers provides works needs gives handles limits ' +
  'uses lets makes runs keeps shows replies reply replied sent'
).split(' ');
const NOT_AN_ID = new Set([...PLAIN_WORDS, ...PRODUCT_WORDS]);
const PRODUCT_WORD = PRODUCT_WORDS.join('|');
const PLAIN_ID = String.raw`@?([a-z][\w.-]{1,39}[a-z0-9_])`;
/** "Skype adacodes", "my Telegram adacodes": a messenger's name, then a word that is none of the above. */
const MESSENGER_WORD_ID = new RegExp(String.raw`\b${MESSENGERS}${ID_WORD}:?\s{1,3}${PLAIN_ID}`, 'gi');
/** Words that say how, not who: "I am available on Telegram", "on Skype I am active". */
const NOT_A_SELF = new Set(
  (
    'a an the not also always usually mostly often rarely never active available online offline reachable there here ' +
    'free busy ready happy glad good great experienced expert familiar comfortable skilled fluent proficient known ' +
    'listed registered verified fast quick responsive around logged signed new very quite really based working'
  ).split(' '),
);
/** "on Skype I am adacodes", "I am ada.lovelace1815 on Telegram": an id given as the writer's name there. */
const I_AM_ON_MESSENGER = new RegExp(
  String.raw`\bon\s{1,3}${MESSENGERS},?\s{1,3}(?:i\s{1,3}am|i['’]?m)\s{1,3}(?:as\s{1,3})?${PLAIN_ID}|\b(?:i\s{1,3}am|i['’]?m)\s{1,3}${PLAIN_ID}\s{1,3}(?:on|at)\s{1,3}${MESSENGERS}\b(?!\s{1,3}(?:${PRODUCT_WORD})\b)`,
  'gi',
);
/** A quick look for a messenger's name, so the id patterns around one run only where one is named. */
const NAMES_A_MESSENGER = new RegExp(MESSENGERS, 'i');
const idWordOk = (match: RegExpExecArray, notAn: ReadonlySet<string>): boolean =>
  !notAn.has((match[1] ?? match[2] ?? '').toLowerCase());

/** "my Gmail is adalovelace": a mailbox named without its domain. */
const MAILBOX =
  /\b(?:my|our)\s{1,3}(?:g-?mail|e-?mail|mail|yahoo|outlook|hotmail|proton(?:mail)?)(?:\s{1,3}(?:id|address|account))?\s{0,3}(?:\bis\b|:|=)\s{0,3}([a-z][\w.+-]{2,63})/gi;
const NOT_A_MAILBOX = new Set([
  'attached',
  'below',
  'above',
  'the',
  'same',
  'private',
  'hidden',
  'available',
  'visible',
  'listed',
  'shown',
  'on',
  'in',
  'not',
  'checked',
  'open',
  'always',
]);
/** "ada@outlook": a mailbox at a known provider, its top-level domain left off. */
const PROVIDER_MAILBOX =
  /(?<![\w.+-])[a-z0-9][\w.+-]{0,63}@(?:g-?mail|googlemail|yahoo|outlook|hotmail|icloud|proton(?:mail)?|aol|yandex|gmx|zoho|mail)\b(?!\.\w)/gi;
/** "live:.cid.1234abcd", "live:ada_1": Skype's own id format, whatever label is before it. */
const SKYPE_ID = /(?<![\w:])live:\.?[\w][\w.-]{2,40}/gi;
/** "@ada_codes"; not an e-mail's @ (found first), nor a scoped package ("@types/node"). */
const AT_HANDLE = /(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]{0,29}[a-z0-9_])?(?![\w/@])/gi;
/** CSS at-rules, decorators and doc tags: code, not people. */
const CODE_AT_WORDS = new Set([
  'media',
  'import',
  'keyframes',
  'font-face',
  'supports',
  'apply',
  'tailwind',
  'layer',
  'container',
  'mixin',
  'include',
  'extend',
  'use',
  'forward',
  'each',
  'if',
  'else',
  'component',
  'injectable',
  'input',
  'output',
  'ngmodule',
  'override',
  'param',
  'returns',
  'return',
  'deprecated',
  'test',
  'entity',
  'column',
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'controller',
  'service',
  'autowired',
  'dataclass',
  'property',
  'staticmethod',
  'classmethod',
  'app',
  'click',
  'submit',
  'change',
  'latest',
  'next',
  'types',
  'angular',
  'vue',
  'babel',
  'hostlistener',
  'hostbinding',
  'viewchild',
  'viewchildren',
  'contentchild',
  'directive',
  'pipe',
  'restcontroller',
  'requestmapping',
  'getmapping',
  'postmapping',
  'springbootapplication',
  'transactional',
  'bean',
  'configuration',
  'jsonproperty',
  // Group mentions in Slack, Discord and Teams: everyone, no one in particular.
  'everyone',
  'here',
  'channel',
]);
/** "@HostListener('click')", "@Prop()": a decorator called with arguments is code. */
const atWordOk = (text: string, match: RegExpExecArray): boolean =>
  !CODE_AT_WORDS.has(match[0].slice(1).toLowerCase()) && text[match.index + match[0].length] !== '(';

/** "is" only labels a handle after "my"/"our": "Telegram is great" is no contact detail. */
const labelledHandleOk = (match: string): boolean => !/\bis\b/i.test(match) || /^(?:my|our)\s/i.test(match);

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

/** Where contact details are in `text`; `clientDomains` are the ones the project's brief names. */
export function contactSpans(
  text: string,
  clientDomains: ReadonlySet<string> = new Set(),
  options: { readonly spelled?: boolean } = {},
): ContactSpan[] {
  const spans: ContactSpan[] = [];
  const add = (pattern: RegExp, kind: ContactKind, keep: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of text.matchAll(pattern))
      if (keep(match)) spans.push({ start: match.index, end: match.index + match[0].length, kind });
  };
  add(EMAIL, 'email');
  // Spelled out, an address is hidden on purpose: only the revealed reading looks for it, and it holds the bid.
  if (options.spelled === true) add(SPELLED_EMAIL, 'email', (m) => SPELLED_OUT.test(m[0]));
  add(URL, 'url', (m) => !isClientsOwn(m[0], clientDomains) && !isPlatformHost(m[0]));
  add(
    BARE_DOMAIN,
    'url',
    (m) =>
      !TECH_NAMES.has(m[0].toLowerCase()) &&
      !isClientsOwn(m[0], clientDomains) &&
      !isPlatformHost(m[0]) &&
      wordTldOk(
        m[0],
        text.slice(Math.max(0, m.index - 20), m.index),
        text.slice(m.index + m[0].length, m.index + m[0].length + 4),
      ),
  );
  add(PHONE_CANDIDATE, 'phone', (m) =>
    isPhone(
      m[0],
      text.slice(Math.max(0, m.index - 40), m.index),
      text.slice(m.index + m[0].length, m.index + m[0].length + 40),
    ),
  );
  add(INLINE_HANDLE, 'handle');
  add(MY_NETWORK_HANDLE, 'handle');
  if (NAMES_A_MESSENGER.test(text)) {
    add(LABELLED_HANDLE, 'handle', (m) => labelledHandleOk(m[0]));
    add(MESSENGER_WORD_ID, 'handle', (m) => idWordOk(m, NOT_AN_ID));
    add(I_AM_ON_MESSENGER, 'handle', (m) => idWordOk(m, NOT_A_SELF));
  }
  if (SEVEN_DIGITS.test(text)) add(GLUED_PHONE, 'phone', (m) => gluedPhoneOk(m[1]!));
  add(PROVIDER_MAILBOX, 'email');
  add(SKYPE_ID, 'handle');
  add(MAILBOX, 'email', (m) => !NOT_A_MAILBOX.has(m[1]!.toLowerCase()));
  add(AT_HANDLE, 'handle', (m) => atWordOk(text, m));
  return spans;
}

/** Where each sentence of a line starts and ends; a dot inside "example.com" or "Node.js" ends none. */
function sentenceSpans(line: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of line.matchAll(/[^\s][\s\S]*?(?:[.!?]+(?=\s|$)|$)/g)) {
    if (match[0].trim() !== '') spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** The text less every sentence that carries a contact detail, and the kinds that were found. */
export function removeContactDetails(
  text: string,
  clientDomains: ReadonlySet<string> = new Set(),
): { readonly text: string; readonly removed: readonly ContactKind[] } {
  const spans = contactSpans(text, clientDomains);
  if (spans.length === 0) return { text, removed: [] };
  const kept: string[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const inLine = spans.filter((span) => span.start < offset + line.length && span.end > offset);
    if (inLine.length === 0) kept.push(line);
    else {
      const sentences = sentenceSpans(line).filter(
        ({ start, end }) => !inLine.some((span) => span.start < offset + end && span.end > offset + start),
      );
      const rest = sentences.map(({ start, end }) => line.slice(start, end).trim()).join(' ');
      // A line that was only contact details goes, rather than leaving a blank (or a bare "P.S.") where it was.
      if (rest !== '' && !/^p\.?\s?s\.?:?$/i.test(rest)) kept.push(rest);
    }
    offset += line.length + 1;
  }
  const cleaned = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: cleaned, removed: [...new Set(spans.map((span) => span.kind))] };
}
