import { describe, expect, it } from 'vitest';
import { activityWhen, hasEnded, hongKongTime, placesLeft, sortActivities } from './activity-time';

const NOW = Date.UTC(2026, 10, 22, 4, 0); // 2026-11-22 12:00 in Hong Kong

describe('activity times', () => {
  it('reads the text as Hong Kong time', () => {
    expect(hongKongTime('2026-11-22 12:00')).toBe(NOW);
    expect(hongKongTime('')).toBeNull();
    expect(hongKongTime(undefined)).toBeNull();
  });

  it('marks an activity ended once its end has passed', () => {
    expect(hasEnded({ starttime: '2026-11-22 09:00', endtime: '2026-11-22 11:59' }, NOW)).toBe(
      true,
    );
    expect(hasEnded({ starttime: '2026-11-22 09:00', endtime: '2026-11-22 12:30' }, NOW)).toBe(
      false,
    );
    expect(hasEnded({ starttime: '2026-11-21 09:00' }, NOW)).toBe(true);
    expect(hasEnded({}, NOW)).toBe(false);
  });

  it('counts places only when the record gives them', () => {
    expect(placesLeft({ quota: 40, joined: 12 })).toBe(28);
    expect(placesLeft({ quota: 40, joined: 45 })).toBe(0);
    expect(placesLeft({ joined: 3 })).toBeNull();
    expect(placesLeft({})).toBeNull();
  });

  it('sorts upcoming soonest first, then ended latest first', () => {
    const list = [
      { title: 'past-old', starttime: '2026-10-01 10:00' },
      { title: 'soon', starttime: '2026-11-25 10:00' },
      { title: 'past-recent', starttime: '2026-11-20 10:00' },
      { title: 'no-time' },
      { title: 'sooner', starttime: '2026-11-23 10:00' },
    ];
    expect(sortActivities(list, NOW).map((a) => a.title)).toEqual([
      'sooner',
      'soon',
      'no-time',
      'past-recent',
      'past-old',
    ]);
  });

  it('writes the time span', () => {
    expect(activityWhen({ starttime: '2026-12-01 14:30', endtime: '2026-12-01 17:00' })).toBe(
      '2026-12-01 14:30 至 17:00',
    );
    expect(activityWhen({ starttime: '2026-12-01 14:30', endtime: '2026-12-02 17:00' })).toBe(
      '2026-12-01 14:30 至 2026-12-02 17:00',
    );
    expect(activityWhen({})).toBe('');
  });

  it('writes the times to the minute, as every time of day on the site, when the record carries seconds', () => {
    expect(activityWhen({ starttime: '2026-12-01 14:30:00', endtime: '2026-12-01 17:00:15' })).toBe(
      '2026-12-01 14:30 至 17:00',
    );
  });
});
