import { describe, expect, it } from 'vitest';
import { CONTACT_HOST_NAMES, TLDS, contactSpans, isContactHost, removeContactDetails } from './contact-details.js';

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
