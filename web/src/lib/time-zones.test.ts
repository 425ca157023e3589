import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zone options', () => {
  it('offers UTC first, then every zone by name, each with its offset on the day', () => {
    const options = timeZoneOptions([], winter);
    expect(options[0]).toEqual({ value: 'UTC', label: 'UTC' });
    const names = options.slice(1).map((option) => option.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.length).toBeGreaterThan(300);
    expect(options).toContainEqual({ value: 'Africa/Johannesburg', label: 'Africa/Johannesburg (UTC+02:00)' });
    expect(options).toContainEqual({ value: 'America/New_York', label: 'America/New_York (UTC-05:00)' });
  });

  it('follows summer time', () => {
    expect(timeZoneOptions([], summer)).toContainEqual({
      value: 'Europe/London',
      label: 'Europe/London (UTC+01:00)',
    });
  });

  it('adds a saved or browser zone the list lacks, once, and never UTC twice', () => {
    const options = timeZoneOptions(['Asia/Kolkata', 'Asia/Kolkata', 'UTC', undefined], winter);
    expect(options.filter((option) => option.value === 'Asia/Kolkata')).toEqual([
      { value: 'Asia/Kolkata', label: 'Asia/Kolkata (UTC+05:30)' },
    ]);
    expect(options.filter((option) => option.value === 'UTC')).toHaveLength(1);
  });
});
