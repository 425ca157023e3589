import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewContactMessage } from '../../core/domain/contact/contact-message.js';
import type { ContactMessageRepository } from '../../core/ports/contact-message-repository.port.js';

export interface ContactMessageRepositoryFixture {
  readonly messages: ContactMessageRepository;
  readonly teardown: () => Promise<void>;
}

const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number): Date => new Date(t0.getTime() + ms);
const aMessage = (overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
  id: randomUUID(),
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Plans',
  message: 'Which plan suits me?',
  createdAt: t0,
  ...overrides,
});

/** The ContactMessageRepository contract: kept as sent, listed newest first with the open count, handled once. */
export function describeContactMessageRepositoryContract(
  name: string,
  setup: () => Promise<ContactMessageRepositoryFixture>,
): void {
  describe(`ContactMessageRepository contract: ${name}`, () => {
    let fixture: ContactMessageRepositoryFixture;
    let messages: ContactMessageRepository;
    beforeEach(async () => {
      fixture = await setup();
      ({ messages } = fixture);
    });
    afterEach(async () => {
      await fixture?.teardown();
    });

    it('keeps a message exactly as sent, HTML and line breaks included', async () => {
      const sent = aMessage({ subject: 'Hi\r\nBcc: x@evil.test', message: '<script>alert(1)</script>\n\nThanks' });
      expect(await messages.add(sent)).toEqual({ ...sent, handledAt: null });
      expect((await messages.list({ page: 1, limit: 10 })).items).toEqual([{ ...sent, handledAt: null }]);
    });

    it('lists newest first, a page at a time, with the count of open messages', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await messages.add(aMessage({ createdAt: at(i * 1_000) }))).id);
      await messages.markHandled(ids[0] ?? '', at(10_000));
      const first = await messages.list({ page: 1, limit: 2 });
      expect(first.items.map((message) => message.id)).toEqual([ids[4], ids[3]]);
      expect(first.total).toBe(5);
      expect(first.open).toBe(4);
      expect((await messages.list({ page: 3, limit: 2 })).items.map((message) => message.id)).toEqual([ids[0]]);
    });

    it('marks a message handled once, keeping the first time, and knows no unknown id', async () => {
      const { id } = await messages.add(aMessage());
      expect(await messages.markHandled(id, at(1_000))).toMatchObject({ id, handledAt: at(1_000) });
      expect(await messages.markHandled(id, at(2_000))).toMatchObject({ handledAt: at(1_000) });
      expect(await messages.markHandled('no-such-message', at(3_000))).toBeNull();
      expect((await messages.list({ page: 1, limit: 10 })).open).toBe(0);
    });

    it('answers an empty inbox', async () => {
      expect(await messages.list({ page: 1, limit: 10 })).toEqual({ items: [], total: 0, open: 0 });
    });
  });
}
