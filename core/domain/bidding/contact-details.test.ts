import { describe, expect, it } from 'vitest';
import { contactSpans, removeContactDetails } from './contact-details.js';
import { CONTACT_HOST_NAMES, TLDS, isContactHost } from './contact-web-addresses.js';

describe('contact hosts and top-level domains', () => {
  const tlds = new Set(TLDS.split('|'));

  // A contact host whose top-level domain is missing from TLDS is never found as a bare domain.
  it.each(CONTACT_HOST_NAMES.map((host) => [host] as const))('the top-level domain of %s is known', (host) => {
    expect(tlds).toContain(host.split('.').at(-1));
  });

  it.each(CONTACT_HOST_NAMES.map((host) => [host] as const))(
    '%s/foobar is found as a link, on a contact host',
    (host) => {
      const text = `My page: ${host}/foobar`;
      expect(contactSpans(text)).toContainEqual({ start: 9, end: text.length, kind: 'url' });
      expect(isContactHost(host)).toBe(true);
    },
  );

  it('takes a plain linktr.ee link out with its sentence', () => {
    expect(removeContactDetails('I can start today. All my links: linktr.ee/foobar. Thanks!')).toEqual({
      text: 'I can start today. Thanks!',
      removed: ['url'],
    });
  });
});

describe('a messenger id written as a plain word', () => {
  it.each([
    ['Skype adacodes'],
    ['telegram adacodes'],
    ['Discord adacodes'],
    ['My telegram adacodes'],
    ['Telegram username adacodes works best.'],
    ['on Skype I am adacodes'],
    ["On Telegram I'm ada_codes."],
    ['I am ada.lovelace1815 on Telegram.'],
    ['I am adacodes on Skype and Discord.'],
  ])('takes out "%s" with its sentence', (sentence) => {
    expect(removeContactDetails(`I can start today. ${sentence}`)).toEqual({
      text: 'I can start today.',
      removed: ['handle'],
    });
  });

  it.each([
    ['Telegram is a great fit for these notifications.'],
    ['I have built Telegram bots that post alerts to your channel.'],
    ['The Skype for Business connector needs an update.'],
    ['WhatsApp Business API bots are my daily work.'],
    ['The bot replies on Telegram within two seconds.'],
    ['Users can message each other on WhatsApp through the widget.'],
    ['Discord servers with 10k members run my moderation bot.'],
    ['WeChat Pay and Telegram Premium are both supported.'],
    ['I am available on Telegram bot projects too.'],
    ['I am experienced on WhatsApp API work.'],
  ])('keeps "%s"', (sentence) => {
    expect(contactSpans(sentence)).toEqual([]);
  });
});

describe("a network's id written as a plain word where only an id can stand", () => {
  it.each([
    ['My Instagram: adacodes'],
    ['our LinkedIn – ada-lovelace'],
    ['Follow me on Instagram adacodes'],
    ['Find us on Twitter as acmestudio.'],
    ['Add me on Snapchat: ada_codes'],
  ])('takes out "%s" with its sentence', (sentence) => {
    expect(removeContactDetails(`I can start today. ${sentence}`)).toEqual({
      text: 'I can start today.',
      removed: ['handle'],
    });
  });

  it.each([
    ['My Instagram is up to date with the latest reels.'],
    ['Instagram reels and TikTok ads are what I run daily.'],
    ['My LinkedIn outreach campaigns booked 40 calls.'],
    ['Our Facebook ads: three campaigns a month.'],
    ['Follow me on Instagram for updates.'],
  ])('keeps "%s"', (sentence) => {
    expect(contactSpans(sentence)).toEqual([]);
  });
});

describe('a phone number glued to a way to reach it', () => {
  it.each([['tel:447700900123'], ['whatsapp447700900123'], ['WhatsApp_447700900123'], ['wa-me-447700900123']])(
    'takes out "%s" with its sentence',
    (sentence) => {
      expect(removeContactDetails(`I can start today. Or ${sentence}.`)).toEqual({
        text: 'I can start today.',
        removed: ['phone'],
      });
    },
  );

  it.each([['WhatsApp2 integration'], ['SMS 2FA'], ['Call-2024-05-12 sync'], ['Node.js 20.1'], ['text-2xl classes']])(
    'keeps "%s"',
    (sentence) => {
      expect(contactSpans(sentence)).toEqual([]);
    },
  );
});

describe('domains on the top-level domains people send clients to', () => {
  it.each([
    ['Visit adacodes.in/contact'],
    ['Ping telegram.dog/adacodes'],
    ['See ada.to'],
    ['Visit adacodes.in for details'],
    ['My site is adacodes.in.'],
    ['Scripts on ada.sh, ada.ws and ada.gl'],
    ['Links at ada.bio or ada.lol'],
    ['Everything is on ada.one/work'],
  ])('takes out "%s" with its sentence', (sentence) => {
    expect(removeContactDetails(`I can start today. ${sentence}`)).toEqual({
      text: 'I can start today.',
      removed: ['url'],
    });
  });

  it.each([['It is done.In the next step we test it.'], ['We shipped it.To be sure, I tested twice.']])(
    'keeps a sentence typed without a space: "%s"',
    (sentence) => {
      expect(contactSpans(sentence)).toEqual([]);
    },
  );
});
