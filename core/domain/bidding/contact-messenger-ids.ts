/**
 * Messenger and network ids (docs/design.md#proposal-guard): labelled ("Skype: ada.l"), inline
 * ("Discord ada#1234"), written as a plain word ("Skype adacodes") or as the writer's name there,
 * and Skype's own "live:" ids. A network's id as a plain word is `contact-network-handles.ts`'s.
 */

/** Apps people move clients to; any id after "Skype:" or "my Telegram is" is one. */
const MESSENGERS = String.raw`(?:sk[yi]pe|skyp|t[e3]l[e3]?g[a4@o0]?r[a4@o0]?m|whats\s?app|discord|wechat|weixin|viber|kik|icq)`;
/** Networks also named as skills ("Facebook: ads"), so only an id that cannot be a word counts. */
export const NETWORKS = String.raw`(?:facebook|fb|instagram|insta|ig|linked\s?in|twitter(?:\s?\/\s?x\b)?|snapchat|slack|signal|tiktok|gmail|github|gitlab|behance|dribbble|youtube|pinterest|reddit|twitch)`;
export const ID_WORD = String.raw`(?:\s{1,3}(?:id|name|handle|username|user\s?name|user|account|number|no\.?|address))?`;
const ODD_ID = String.raw`(?:live:[\w.:-]{1,40}|@[\w.]{2,40}|[a-z][\w-]{0,40}(?:[\d_][\w.-]{0,40}|\.\w[\w.-]{0,40}|#\d{4}))`;
/** "Skype: ada.l", "Telegram ID = @ada", "my Discord is ada_l". */
export const LABELLED_HANDLE = new RegExp(
  String.raw`\b(?:(?:my|our)\s{1,3})?${MESSENGERS}${ID_WORD}\s{0,3}(?::|=|-|–|—|→|->|=>|\bis\b)\s{0,3}(?:live:)?@?[\w.#:-]{3,40}`,
  'gi',
);
/** "my Instagram is ada_paints": a network named as mine, then an id that cannot be a word. */
export const MY_NETWORK_HANDLE = new RegExp(
  String.raw`\b(?:my|our)\s{1,3}${NETWORKS}${ID_WORD}\s{0,3}(?::|=|\bis\b)\s{0,3}${ODD_ID}`,
  'gi',
);
/** "Skype live:ada_1", "Discord ada#1234", "Instagram @ada": an id that cannot be an ordinary word. */
export const INLINE_HANDLE = new RegExp(
  String.raw`\b(?:${MESSENGERS}|${NETWORKS})${ID_WORD}(?:\s{0,3}(?::|=|[-–—→]|->)\s{0,3}|\s{1,3})(${ODD_ID})`,
  'gi',
);
/** "Facebook v18", "GitHub: next.js": a version or a technology after the name is the work, not an id. */
const VERSION_OR_TECH =
  /^(?:v\d{1,3}(?:\.\d{1,3}){0,2}|[a-z][\w-]{0,40}\.(?:js|ts|net|py|php|css|html|json|xml|yaml|yml|md))$/i;
export const inlineHandleOk = (match: RegExpExecArray): boolean => !VERSION_OR_TECH.test(match[1]!.replace(/\.+$/, ''));
/**
 * "TG: adacodes", "WeChat ID - ada", "Line ID: ada", "Threema: ABCD1234": short or ambiguous names
 * of messengers ("we chat daily", "line 42"), so only as a label before an id.
 */
export const MESSENGER_LABEL = new RegExp(
  String.raw`\b(?:tg|we\s{1,3}chat|line\s{1,3}id|threema|keybase)${ID_WORD}\s{0,3}(?::|=|[-–—→]|->)\s{0,3}@?([a-z0-9][\w.-]{2,40})`,
  'gi',
);
/** "ada#1234": a Discord tag, wherever Discord is named; "issue#1234" is a reference to work. */
export const DISCORD_TAG =
  /(?<![\w/#])(?!(?:issues?|prs?|bugs?|tickets?|fix(?:es)?|tasks?|story|stories|items?|jobs?|orders?|refs?|case|steps?|no|number)#)[a-z][\w.]{1,31}#\d{4}(?!\w)/gi;
/** "linkedin/in/ada", "LinkedIn: /in/ada": a LinkedIn profile's path without its host. */
export const LINKEDIN_PATH = /\blinked\s?in\b\s{0,3}(?:[:=–—→-]|->)?\s{0,3}\/?\s{0,3}in\/[a-z0-9][\w-]{1,99}/gi;
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
export const NOT_AN_ID = new Set([...PLAIN_WORDS, ...PRODUCT_WORDS]);
const PRODUCT_WORD = PRODUCT_WORDS.join('|');
export const PLAIN_ID = String.raw`@?([a-z][\w.-]{1,39}[a-z0-9_])`;
/** "Skype adacodes", "my Telegram adacodes": a messenger's name, then a word that is none of the above. */
export const MESSENGER_WORD_ID = new RegExp(String.raw`\b${MESSENGERS}${ID_WORD}:?\s{1,3}${PLAIN_ID}`, 'gi');

/** Words that say how, not who: "I am available on Telegram", "on Skype I am active". */
const NOT_A_SELF = new Set(
  (
    'a an the not also always usually mostly often rarely never active available online offline reachable there here ' +
    'free busy ready happy glad good great experienced expert familiar comfortable skilled fluent proficient known ' +
    'listed registered verified fast quick responsive around logged signed new very quite really based working'
  ).split(' '),
);
/** "on Skype I am adacodes", "I am ada.lovelace1815 on Telegram": an id given as the writer's name there. */
export const I_AM_ON_MESSENGER = new RegExp(
  String.raw`\bon\s{1,3}${MESSENGERS},?\s{1,3}(?:i\s{1,3}am|i['’]?m)\s{1,3}(?:as\s{1,3})?${PLAIN_ID}|\b(?:i\s{1,3}am|i['’]?m)\s{1,3}${PLAIN_ID}\s{1,3}(?:on|at)\s{1,3}${MESSENGERS}\b(?!\s{1,3}(?:${PRODUCT_WORD})\b)`,
  'gi',
);
/** A quick look for a messenger's name, so the id patterns around one run only where one is named. */
export const NAMES_A_MESSENGER = new RegExp(MESSENGERS, 'i');
const idWordOk = (match: RegExpExecArray, notAn: ReadonlySet<string>): boolean =>
  !notAn.has((match[1] ?? match[2] ?? '').toLowerCase());
export const messengerWordIdOk = (match: RegExpExecArray): boolean => idWordOk(match, NOT_AN_ID);
export const selfIdOk = (match: RegExpExecArray): boolean => idWordOk(match, NOT_A_SELF);

/** "is" only labels a handle after "my"/"our": "Telegram is great" is no contact detail. */
export const labelledHandleOk = (match: string): boolean => !/\bis\b/i.test(match) || /^(?:my|our)\s/i.test(match);

/** "live:.cid.1234abcd", "live:ada_1": Skype's own id format, whatever label is before it. */
export const SKYPE_ID = /(?<![\w:])live:\.?[\w][\w.-]{2,40}/gi;
