import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCHING_SETTINGS } from '@core/domain/bidding/settings';
import { testSettings } from '../testing/bidding-data';
import {
  PROFILE_PREFERENCE_FIELDS,
  SETTINGS_SCREEN_FIELDS,
  settingsFormSchema,
  toSettingsFormValues,
  toSettingsPayload,
} from './bidding-settings-form';

const withBids = { availableBids: 10, unlimitedBids: false };

describe('settings form values', () => {
  it('turns every number box and numeric select into a number on save, and an empty one into 0', () => {
    const values = {
      ...toSettingsFormValues(testSettings(), withBids),
      minBidUsd: '',
      bidPercentage: '75',
      maxBidsThreshold: '50',
      completionPeriod: '',
      bidsLimit: '20',
    };
    const payload = toSettingsPayload(values, SETTINGS_SCREEN_FIELDS);
    expect(payload).toMatchObject({
      minBidUsd: 0,
      bidPercentage: 75,
      maxBidsThreshold: 50,
      completionPeriod: 0,
      bidsLimit: 20,
      bidOnHourlyProjects: true,
    });
  });

  it("keeps bidsLimit 'no_limit' as the word", () => {
    expect(toSettingsPayload(toSettingsFormValues(testSettings(), withBids), SETTINGS_SCREEN_FIELDS).bidsLimit).toBe(
      'no_limit',
    );
  });

  it("sends the settings screen every bidding setting of the spec but bidDelay, the schedule's time zone, what gets bid but the blocked clients, and nothing the screen does not own", () => {
    const loaded = { ...testSettings(), bidDelay: 30 } as ReturnType<typeof testSettings>;
    const payload = toSettingsPayload(toSettingsFormValues(loaded, withBids), SETTINGS_SCREEN_FIELDS);
    const spec = [
      'isActive',
      'timeInterval',
      'maxBidsThreshold',
      'bidOnHourlyProjects',
      'skills',
      'timeLimit',
      'bidsLimit',
      'completionPeriod',
      'isProfileVerified',
      'scheduleAutobidding',
      'startTime',
      'endTime',
      'minBidUsd',
      'bidPercentage',
    ];
    const whatGetsBid = Object.keys(DEFAULT_MATCHING_SETTINGS).filter((field) => field !== 'blockedClientIds');
    expect(Object.keys(payload).sort()).toEqual([...spec, 'timezone', ...whatGetsBid].sort());
  });

  it('turns an empty budget box into no bound, and an empty minimum hourly rate into 0', () => {
    const values = {
      ...toSettingsFormValues(testSettings({ fixedBudgetMaxUsd: 500, minHourlyRateUsd: 20 }), withBids),
      fixedBudgetMaxUsd: ' ',
      minHourlyRateUsd: '',
    };
    expect(toSettingsPayload(values, ['fixedBudgetMaxUsd', 'minHourlyRateUsd', 'hourlyBudgetMinUsd'])).toEqual({
      fixedBudgetMaxUsd: null,
      minHourlyRateUsd: 0,
      hourlyBudgetMinUsd: null,
    });
  });

  it("sends the profile's preferences the subset the spec lists", () => {
    const payload = toSettingsPayload(toSettingsFormValues(testSettings(), withBids), PROFILE_PREFERENCE_FIELDS);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'timeInterval',
        'bidOnHourlyProjects',
        'maxBidsThreshold',
        'timeLimit',
        'bidsLimit',
        'scheduleAutobidding',
        'startTime',
        'endTime',
        'skills',
        'minBidUsd',
        'bidPercentage',
        'isActive',
      ].sort(),
    );
  });

  it('shows autobidding stopped when no bids are left, unless the plan is unlimited', () => {
    const active = testSettings({ isActive: true });
    expect(toSettingsFormValues(active, { availableBids: 0, unlimitedBids: false }).isActive).toBe(false);
    expect(toSettingsFormValues(active, { availableBids: 0, unlimitedBids: true }).isActive).toBe(true);
    expect(toSettingsFormValues(active, withBids).isActive).toBe(true);
  });

  it('starts an empty schedule window at 09:00 to 17:00', () => {
    const values = toSettingsFormValues(testSettings({ startTime: '', endTime: '' }), withBids);
    expect([values.startTime, values.endTime]).toEqual(['09:00', '17:00']);
  });

  it("refuses through the contract's schema what the server would refuse", () => {
    const values = toSettingsFormValues(testSettings(), withBids);
    expect(settingsFormSchema(SETTINGS_SCREEN_FIELDS).safeParse({ ...values, bidPercentage: '101' }).success).toBe(
      false,
    );
    expect(settingsFormSchema(SETTINGS_SCREEN_FIELDS).safeParse({ ...values, minBidUsd: '-1' }).success).toBe(false);
    expect(settingsFormSchema(SETTINGS_SCREEN_FIELDS).safeParse({ ...values, minBidUsd: 'abc' }).success).toBe(false);
    expect(settingsFormSchema(SETTINGS_SCREEN_FIELDS).safeParse(values).success).toBe(true);
  });
});
