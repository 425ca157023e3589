import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';

export interface MailOutboxFixture {
  /** An outbox that keeps at most `kept` mails. */
  readonly outbox: (kept: number) => MailOutbox;
  /** Empties the outbox between cases. */
  readonly clear: () => Promise<void>;
  readonly teardown: () => Promise<void>;
}

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);
const mail = (n: number) => ({
  from: 'alerts@bidpilot.test',
  to: `user-${n}@example.com`,
  subject: `Mail ${n}`,
  text: `Body ${n}`,
  html: n % 2 === 0 ? `<p>Body ${n}</p>` : null,
  unsubscribeUrl: null,
});

/** The MailOutbox contract: kept whole, listed newest first, bounded. */
export function describeMailOutboxContract(name: string, setup: () => Promise<MailOutboxFixture>): void {
  describe(`MailOutbox contract: ${name}`, () => {
    let fixture: MailOutboxFixture;

    beforeAll(async () => {
      fixture = await setup();
    });
    beforeEach(() => fixture.clear());
    afterAll(() => fixture?.teardown());

    it('keeps a mail whole and finds it by its id', async () => {
      const outbox = fixture.outbox(10);
      const kept = await outbox.keep({ ...mail(2), unsubscribeUrl: 'https://bidpilot.test/u?t=1' }, at(0));
      expect(await outbox.find(kept.id)).toEqual({
        ...mail(2),
        unsubscribeUrl: 'https://bidpilot.test/u?t=1',
        id: kept.id,
        sentAt: at(0),
      });
      expect(await outbox.find('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('lists newest first, a page at a time, with the total', async () => {
      const outbox = fixture.outbox(10);
      for (const n of [1, 2, 3]) await outbox.keep(mail(n), at(n));
      const first = await outbox.list({ page: 1, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((item) => [item.subject, item.to, item.sentAt])).toEqual([
        ['Mail 3', 'user-3@example.com', at(3)],
        ['Mail 2', 'user-2@example.com', at(2)],
      ]);
      expect((await outbox.list({ page: 2, limit: 2 })).items.map((item) => item.subject)).toEqual(['Mail 1']);
    });

    it('drops the oldest mails beyond its bound', async () => {
      const outbox = fixture.outbox(3);
      const ids: string[] = [];
      for (const n of [1, 2, 3, 4, 5]) ids.push((await outbox.keep(mail(n), at(n))).id);
      const page = await outbox.list({ page: 1, limit: 10 });
      expect(page.total).toBe(3);
      expect(page.items.map((item) => item.subject)).toEqual(['Mail 5', 'Mail 4', 'Mail 3']);
      expect(await outbox.find(ids[0] ?? '')).toBeNull();
    });
  });
}
