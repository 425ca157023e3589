import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCKED_CLIENTS,
  withBlockedClient,
  withoutBlockedClient,
} from '../../core/domain/bidding/blocked-clients.js';
import {
  defaultBiddingSettings,
  RUN_UNREAD_FIELDS,
  runSettingsOf,
  type BiddingSettingsPatch,
} from '../../core/domain/bidding/settings.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const EVERY_FIELD: Required<BiddingSettingsPatch> = {
  isActive: true,
  timeInterval: '15min',
  maxBidsThreshold: 75,
  bidOnHourlyProjects: false,
  skills: ['PHP', 'React.js', 'Node.js'],
  timeLimit: '6hours',
  bidsLimit: 20,
  completionPeriod: 14,
  isProfileVerified: true,
  scheduleAutobidding: true,
  startTime: '22:30',
  endTime: '06:15',
  timezone: 'Asia/Kolkata',
  minBidUsd: 12.5,
  bidPercentage: 37.5,
  useCustomPrompt: true,
  customPrompt: 'Hello {{project_title}} — ünïcode ✓',
  proposalLength: 'long',
  lastRunAt: new Date('2026-03-01T09:59:59.999Z'),
  pause: {
    code: 'TOO_FAST',
    message: 'You appear to be bidding too fast. Please wait a few minutes before bidding again.',
    since: new Date('2026-03-01T10:00:00.000Z'),
    until: new Date('2026-03-01T10:15:00.000Z'),
  },
  slowPaceUntil: new Date('2026-03-02T10:00:00.000Z'),
  unbiddableKinds: ['nda', 'verified_only'],
  minSkillMatches: 2,
  minSkillSharePercent: 40,
  excludedKeywords: ['newsletter', 'ghostwriting — ünïcode'],
  requiredKeywords: ['laravel'],
  bidOnFixedProjects: false,
  fixedBudgetMinUsd: 150.25,
  fixedBudgetMaxUsd: 5000,
  hourlyBudgetMinUsd: 20.5,
  hourlyBudgetMaxUsd: 95,
  languages: ['en', 'de'],
  minHourlyRateUsd: 32.75,
  useClientTimeline: false,
  milestonePercentage: 40,
  requirePaymentVerified: true,
  minClientRating: 4.5,
  minClientReviews: 3,
  blockedCountries: ['XX', 'YY'],
  blockedClientIds: ['81234567'],
  minFitScore: 55,
  reviewMode: 'hold_risky',
  holdBelowFitScore: 70,
  holdOnGuardWarning: false,
  holdAboveAmountUsd: 750.5,
  holdNewClientCountry: true,
  draftExpiryMinutes: 90,
  profileName: 'Laravel APIs',
};

export function describeBiddingSettingsRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: BiddingSettingsRepository`, () => {
    const h = useHarness(setup);
    const settings = () => h().storage.settings;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('refuses settings of an unknown user with USER_NOT_FOUND', async () => {
      await expect(settings().get('no-such-user')).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
      await expect(settings().update('no-such-user', { isActive: true })).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('creates and stores the defaults on first read', async () => {
      const userId = await newUserId();
      const first = await settings().get(userId);
      expect(first).toEqual(defaultBiddingSettings(userId, h().clock.now()));
      h().clock.advance(60_000);
      expect(await settings().get(userId)).toEqual(first);
    });

    it('round-trips a patch of every field exactly', async () => {
      const userId = await newUserId();
      h().clock.advance(1_234);
      const updated = await settings().update(userId, EVERY_FIELD);
      const expected = { userId, ...EVERY_FIELD, updatedAt: h().clock.now() };
      expect(updated).toEqual(expected);
      expect(await settings().get(userId)).toEqual(expected);
    });

    it('lists what a run reads exactly as it gets it: every field set, the defaults, and a pause with no end', async () => {
      const [full, plain, paused] = [await newUserId(), await newUserId(), await newUserId()];
      await settings().update(full, EVERY_FIELD);
      await settings().update(plain, { isActive: true });
      await settings().update(paused, {
        isActive: true,
        pause: {
          code: 'OUT_OF_BIDS',
          message: 'You have used all of your bids.',
          since: new Date('2026-03-01T10:00:00.000Z'),
          until: null,
        },
        fixedBudgetMaxUsd: null,
      });
      const listed = await settings().listActive();
      for (const userId of [full, plain, paused])
        expect(listed.find((s) => s.userId === userId)).toEqual(runSettingsOf(await settings().get(userId)));
      // How a bid is written and reviewed is read when it is placed, not by every run.
      for (const field of RUN_UNREAD_FIELDS) expect(listed[0]).not.toHaveProperty(field);
    });

    it('keeps the fields a patch does not name, and can clear lastRunAt and skills', async () => {
      const userId = await newUserId();
      await settings().update(userId, EVERY_FIELD);
      const cleared = await settings().update(userId, { lastRunAt: null, skills: [], bidsLimit: 'no_limit' });
      expect(cleared).toMatchObject({
        timezone: 'Asia/Kolkata',
        minBidUsd: 12.5,
        lastRunAt: null,
        skills: [],
        bidsLimit: 'no_limit',
      });
      expect(await settings().get(userId)).toEqual(cleared);
    });

    it('updates a user who never read their settings over the defaults', async () => {
      const userId = await newUserId();
      const updated = await settings().update(userId, { timeInterval: '1hour' });
      expect(updated).toEqual({ ...defaultBiddingSettings(userId, h().clock.now()), timeInterval: '1hour' });
    });

    it('clears a pause, and keeps one that waits for the user with no end', async () => {
      const userId = await newUserId();
      const pause = {
        code: 'OUT_OF_BIDS',
        message: 'You have used all of your bids.',
        since: new Date('2026-03-01T10:00:00.000Z'),
        until: null,
      } as const;
      expect((await settings().update(userId, { pause })).pause).toEqual(pause);
      expect((await settings().get(userId)).pause).toEqual(pause);
      expect((await settings().update(userId, { pause: null, slowPaceUntil: null })).pause).toBeNull();
      expect(await settings().get(userId)).toMatchObject({ pause: null, slowPaceUntil: null });
    });

    it('adds learned project kinds once each, in the kinds’ order, leaving updatedAt alone', async () => {
      const userId = await newUserId();
      const before = await settings().get(userId);
      h().clock.advance(5_000);
      await settings().addUnbiddableKind(userId, 'verified_only');
      await Promise.all([
        settings().addUnbiddableKind(userId, 'nda'),
        settings().addUnbiddableKind(userId, 'featured'),
      ]);
      const after = await settings().addUnbiddableKind(userId, 'nda');
      expect(after.unbiddableKinds).toEqual(['nda', 'featured', 'verified_only']);
      expect(after.updatedAt).toEqual(before.updatedAt);
      expect((await settings().get(userId)).unbiddableKinds).toEqual(['nda', 'featured', 'verified_only']);
      await expect(settings().addUnbiddableKind('no-such-user', 'nda')).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('edits the blocked clients from the stored list, two blocks at once both landing, and moves updatedAt', async () => {
      const userId = await newUserId();
      const other = await newUserId();
      await settings().update(other, { blockedClientIds: ['999'] });
      const before = await settings().get(userId);
      h().clock.advance(5_000);
      await Promise.all(
        ['101', '202', '303'].map((id) =>
          settings().updateBlockedClients(userId, (blocked) => withBlockedClient(blocked, id)),
        ),
      );
      const after = await settings().updateBlockedClients(userId, (blocked) => withBlockedClient(blocked, '202'));
      expect([...after.blockedClientIds].sort()).toEqual(['101', '202', '303']);
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      const removed = await settings().updateBlockedClients(userId, (blocked) => withoutBlockedClient(blocked, '202'));
      expect([...removed.blockedClientIds].sort()).toEqual(['101', '303']);
      expect((await settings().get(userId)).blockedClientIds).toEqual(removed.blockedClientIds);
      expect((await settings().get(other)).blockedClientIds).toEqual(['999']);
    });

    it('changes nothing when the edit refuses, as a full list does', async () => {
      const userId = await newUserId();
      const full = Array.from({ length: MAX_BLOCKED_CLIENTS }, (_, i) => String(1000 + i));
      await settings().update(userId, { blockedClientIds: full });
      await expect(
        settings().updateBlockedClients(userId, (blocked) => withBlockedClient(blocked, '77')),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await settings().get(userId)).blockedClientIds).toEqual(full);
      await expect(settings().updateBlockedClients('no-such-user', (blocked) => blocked)).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('lists only the settings whose autobidding is on', async () => {
      const [on, off, untouched] = [await newUserId(), await newUserId(), await newUserId()];
      await settings().update(on, { isActive: true, skills: ['Go'] });
      await settings().update(off, { isActive: false });
      void untouched;
      const active = await settings().listActive();
      expect(active.map((s) => s.userId)).toEqual([on]);
      expect(active[0]?.skills).toEqual(['Go']);
    });

    it('records a run for many users at once, leaving updatedAt and the other users alone', async () => {
      const [a, b, other] = [await newUserId(), await newUserId(), await newUserId()];
      for (const userId of [a, b, other]) await settings().update(userId, { isActive: true });
      const before = await settings().get(a);
      h().clock.advance(90_000);
      const ranAt = new Date('2026-03-01T10:01:00.123Z');

      await settings().recordRuns([a, b, 'no-such-user'], ranAt);

      expect(await settings().get(a)).toEqual({ ...before, lastRunAt: ranAt });
      expect((await settings().get(b)).lastRunAt).toEqual(ranAt);
      expect((await settings().get(other)).lastRunAt).toBeNull();
      expect((await settings().listActive()).find((s) => s.userId === b)?.lastRunAt).toEqual(ranAt);
      await settings().recordRuns([], ranAt);
    });

    it('returns copies: mutating returned skills does not change the store', async () => {
      const userId = await newUserId();
      const stored = await settings().update(userId, { skills: ['PHP'] });
      (stored.skills as string[]).push('Injected');
      expect((await settings().get(userId)).skills).toEqual(['PHP']);
    });
  });
}
