import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';

export interface ChannelLinksFixture {
  readonly links: ChannelLinks;
  /** A fresh user's id (a row in users where the adapter needs one). */
  readonly aUser: () => Promise<string>;
  readonly teardown: () => Promise<void>;
}

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);
const HOOK = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';

/** The ChannelLinks contract: one target per user and channel, switched off with a reason, one-time link codes. */
export function describeChannelLinksContract(name: string, setup: () => Promise<ChannelLinksFixture>): void {
  describe(`ChannelLinks contract: ${name}`, () => {
    let fixture: ChannelLinksFixture;

    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture?.teardown());

    it('has no link for a user who never linked, and gives back the target in clear once linked', async () => {
      const user = await fixture.aUser();
      expect(await fixture.links.find(user, 'slack')).toBeNull();
      await fixture.links.link(user, 'slack', HOOK, at(0));
      expect(await fixture.links.find(user, 'slack')).toEqual({
        userId: user,
        channel: 'slack',
        target: HOOK,
        switchedOffReason: null,
        changedAt: at(0),
      });
      expect(await fixture.links.find(user, 'telegram')).toBeNull();
    });

    it('replaces the target on a second link, and keeps users apart', async () => {
      const [ada, bo] = [await fixture.aUser(), await fixture.aUser()];
      await fixture.links.link(ada, 'telegram', '1001', at(0));
      await fixture.links.link(bo, 'telegram', '2002', at(0));
      await fixture.links.link(ada, 'telegram', '1003', at(1));
      expect((await fixture.links.find(ada, 'telegram'))?.target).toBe('1003');
      expect((await fixture.links.find(bo, 'telegram'))?.target).toBe('2002');
    });

    it('switches a channel off keeping why, without its target; linking again switches it on', async () => {
      const user = await fixture.aUser();
      await fixture.links.link(user, 'slack', HOOK, at(0));
      await fixture.links.switchOff(user, 'slack', 'Slack answered 410: the webhook was removed', at(5));
      expect(await fixture.links.find(user, 'slack')).toEqual({
        userId: user,
        channel: 'slack',
        target: null,
        switchedOffReason: 'Slack answered 410: the webhook was removed',
        changedAt: at(5),
      });
      await fixture.links.link(user, 'slack', HOOK, at(6));
      expect(await fixture.links.find(user, 'slack')).toMatchObject({ target: HOOK, switchedOffReason: null });
    });

    it('switches off a channel never linked (e-mail), and lists every row of the user', async () => {
      const user = await fixture.aUser();
      await fixture.links.switchOff(user, 'email', 'Turned off by you', at(0));
      await fixture.links.link(user, 'telegram', '42', at(1));
      const rows = await fixture.links.forUser(user);
      expect(rows.map((row) => [row.channel, row.target, row.switchedOffReason]).sort()).toEqual([
        ['email', null, 'Turned off by you'],
        ['telegram', '42', null],
      ]);
    });

    it('forgets a removed channel', async () => {
      const user = await fixture.aUser();
      await fixture.links.link(user, 'telegram', '42', at(0));
      await fixture.links.remove(user, 'telegram');
      expect(await fixture.links.find(user, 'telegram')).toBeNull();
      await fixture.links.remove(user, 'telegram');
    });

    it('spends a link code once, for its user, before it expires', async () => {
      const user = await fixture.aUser();
      await fixture.links.saveLinkCode('a'.repeat(64), user, at(15));
      expect(await fixture.links.takeLinkCode('b'.repeat(64), at(1))).toBeNull();
      expect(await fixture.links.takeLinkCode('a'.repeat(64), at(1))).toBe(user);
      expect(await fixture.links.takeLinkCode('a'.repeat(64), at(2))).toBeNull();
    });

    it('refuses an expired code, and keeps one live code per user', async () => {
      const user = await fixture.aUser();
      await fixture.links.saveLinkCode('c'.repeat(64), user, at(15));
      expect(await fixture.links.takeLinkCode('c'.repeat(64), at(15))).toBeNull();
      await fixture.links.saveLinkCode('d'.repeat(64), user, at(15));
      await fixture.links.saveLinkCode('e'.repeat(64), user, at(16));
      expect(await fixture.links.takeLinkCode('d'.repeat(64), at(1))).toBeNull();
      expect(await fixture.links.takeLinkCode('e'.repeat(64), at(1))).toBe(user);
    });
  });
}
