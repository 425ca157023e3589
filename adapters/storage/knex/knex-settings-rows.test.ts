import { describe, expect, it } from 'vitest';
import { defaultBiddingSettings } from '../../../core/domain/bidding/settings.js';
import { toSettings } from './knex-settings-from-rows.js';
import { settingsPatchRow, type SettingsRow } from './knex-settings-rows.js';

const NOW = new Date('2026-11-29T10:00:00.000Z');

/** A stored row as the database answers it: every column, the engine's own ones included. */
function storedRow(overrides: Record<string, unknown> = {}): SettingsRow {
  const { userId: _id, updatedAt, ...settings } = defaultBiddingSettings('u1', NOW);
  return {
    user_id: 'u1',
    ...settingsPatchRow(settings),
    last_run_at_ms: null,
    updated_at_ms: updatedAt.getTime(),
    ...overrides,
  };
}

describe('settings rows', () => {
  it('reads back what it wrote, lists and enums included', () => {
    const row = storedRow({
      skills: JSON.stringify(['PHP', 'Laravel']),
      languages: JSON.stringify(['en']),
      bids_limit: '20',
      max_bids_threshold: '75',
      time_interval: '15min',
    });
    expect(toSettings(row)).toMatchObject({
      skills: ['PHP', 'Laravel'],
      languages: ['en'],
      excludedKeywords: [],
      bidsLimit: 20,
      maxBidsThreshold: 75,
      timeInterval: '15min',
      reviewMode: 'auto',
    });
    expect(toSettings(storedRow())).toEqual(defaultBiddingSettings('u1', NOW));
  });

  it('refuses a stored value outside its enum or a list that is not text, naming the table or column', () => {
    expect(() => toSettings(storedRow({ time_interval: '2min' }))).toThrow(/bidding_settings holds an invalid value/);
    expect(() => toSettings(storedRow({ bids_limit: '7' }))).toThrow(/bidding_settings holds an invalid value/);
    expect(() => toSettings(storedRow({ review_mode: 'yolo' }))).toThrow(/bidding_settings holds an invalid value/);
    expect(() => toSettings(storedRow({ proposal_length: 'epic' }))).toThrow(/bidding_settings holds an invalid value/);
    expect(() => toSettings(storedRow({ skills: JSON.stringify(['PHP', 3]) }))).toThrow(
      /bidding_settings\.skills holds an invalid value/,
    );
    expect(() => toSettings(storedRow({ blocked_countries: JSON.stringify({ US: true }) }))).toThrow(
      /bidding_settings\.blocked_countries holds an invalid value/,
    );
  });
});
