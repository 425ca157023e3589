import { describe, expect, it } from 'vitest';
import {
  afterTerms,
  held,
  itHolds,
  itPassesUnchanged,
  itTakesOut,
} from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';

/** Network handles and mailboxes a red-team pass found passing the guard untouched, and the prose kept clean beside them. */

describe('checkProposal: a network’s name with a handle as a plain word is taken out like a messenger id', () => {
  itTakesOut([
    'LinkedIn: johnsmith',
    'linkedin johnsmith',
    'Linked In: johnsmith',
    'Insta: @ada.codes',
    'IG: adacodes',
    'FB - adacodes',
    'X/Twitter: adacodes',
    'Twitter/X: adacodes',
    'GitHub: adacodes',
    'Github adacodes',
    'GitLab: adacodes.',
    'Behance: adacodes',
    'Profiles: LinkedIn johnsmith, GitHub adacodes.',
    'Email me: johnsmith',
    'LinkedIn/johnsmith',
    'LinkedIn (johnsmith)',
    'LinkedIn » johnsmith',
    "I'm johnsmith on LinkedIn.",
    'I am adacodes on GitHub.',
    'My Instagram is adacodes.',
    'My Behance is johnsmith, take a look',
  ]);

  it('holds an invitation to find me on a network', () => {
    expect(checkProposal(afterTerms('Find me on Facebook as ada.lovelace'), [])).toEqual(
      held(GUARD_REASONS.offPlatformContact),
    );
  });

  itHolds(
    GUARD_REASONS.hiddenContact,
    [
      ['a Cyrillic letter in the network', 'L\u0456nkedIn: johnsmith'],
      ['a letter-spaced network', 'G i t H u b: adacodes'],
      ['a zero-width space in the network', 'Git\u200bHub: adacodes'],
      ['a Cyrillic letter in the network, then a slash', 'L\u0456nkedIn/johnsmith'],
      ['a letter-spaced network, then a slash', 'G i t H u b/adacodes'],
      ['a network split by a dot, then a slash', 'Insta.gram/johnsmith'],
      ['small capitals in an address', 'ᴊᴏʜɴ@ɢᴍᴀɪʟ.ᴄᴏᴍ'],
      ['negative circled letters in an address', 'ada@🅖🅜🅐🅘🅛.com'],
      ['negative squared letters in an address', '🅰🅳🅰@gmail.com'],
      ['regional indicator letters in an address', 'ada@🇬🇲🇦🇮🇱.com'],
      ['parenthesized letters in an address', '⒜⒟⒜@gmail.com'],
    ],
    { title: 'holds %s' },
  );
});

describe('checkProposal: a mailbox at a provider, with no @ and no top-level domain, holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    'john at gmail',
    'john AT hotmail',
    'reach john via outlook',
    'Ping ada on iCloud.',
    'john dot smith at gmail',
    'Write to ada_l at protonmail.',
  ]);
});

describe('checkProposal: prose near network handles and mailboxes still passes unchanged', () => {
  itPassesUnchanged([
    ['a profile’s state', 'My GitHub is public.'],
    ['a profile’s state, private', 'My GitHub is private.'],
    ['a profile’s state, a past form', 'My LinkedIn is outdated.'],
    ['a profile’s state in words', 'My LinkedIn is up to date.'],
    ['a profile’s growth', 'Our Instagram is growing fast.'],
    ['a profile’s content', 'My Instagram is mostly reels.'],
    ['a profile’s state, an adjective', 'My Facebook is inactive.'],
    ['a provider as a workplace', 'I worked at Google on Gmail’s web client.'],
    ['deliverability at providers', 'I fixed their deliverability at Gmail and Outlook.'],
    ['a sentence ending at a provider', 'Most of your subscribers read at Gmail.'],
    ['add-ins reached through a provider', 'We reach customers via Outlook add-ins.'],
    ['reports sent through a provider', 'I can email reports via Outlook.'],
    ['a network’s API', 'I use LinkedIn’s API to sync the profiles.'],
    ['a network’s product', 'GitHub Actions runs the tests on every push.'],
    ['channels as skills', 'Channels I run: LinkedIn outreach, Instagram reels, Facebook ads.'],
    ['work under a network label', 'Instagram: reels, stories and carousels every week.'],
    ['a network label before a list', 'X/Twitter: threads and replies are scheduled with Buffer.'],
    ['a network label before a skill', 'LinkedIn: networking.'],
    ['a version after a network', 'I integrated the Facebook v18 Graph API.'],
    ['a versioned API after a network', 'YouTube v3 quotas are handled with caching.'],
    ['a repository on a network', 'My GitHub profile has the source of similar dashboards.'],
    ['an e-mail label before work', 'Email: newsletters.'],
    ['a template rendering at a provider', 'Renders at Outlook.'],
    ['work under a network label, alone', 'YouTube: tutorials.'],
    ['skills after network names', 'Skills: YouTube thumbnails, Twitch overlays, Dribbble shots.'],
    ['a version alone after a network', 'Facebook v18.'],
    ['an owner in brackets after a network', 'GitHub (Microsoft) hosts the repositories.'],
    ['two networks with a slash', 'LinkedIn/Instagram campaigns are my focus.'],
    ['experience on a network’s product', "I'm experienced on GitHub Actions and GitLab CI."],
    ['small capitals as a style', 'The logo uses ꜱᴍᴀʟʟ ᴄᴀᴘꜱ for the tagline.'],
  ]);
});
