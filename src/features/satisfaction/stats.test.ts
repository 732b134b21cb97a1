import { describe, expect, it } from 'vitest';
import { formatAverage, monthLabel, monthlyAverages, scoreStats } from './stats';

const scores = [
  { score: 9, createdAt: '2026-06-18T15:20:00Z' },
  { score: 6, createdAt: '2026-06-30T08:45:00Z' },
  { score: 10, createdAt: '2026-08-27T19:05:00Z' },
  { score: 9, createdAt: '2026-08-01T11:30:00Z' },
];

describe('the statistics of scores', () => {
  it('counts, averages and spreads the scores over 10 … 1', () => {
    const stats = scoreStats(scores);
    expect(stats.count).toBe(4);
    expect(stats.average).toBe(8.5);
    expect(stats.distribution.map((d) => d.score)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(stats.distribution.filter((d) => d.count).map((d) => [d.score, d.count])).toEqual([
      [10, 1],
      [9, 2],
      [6, 1],
    ]);
    expect(scoreStats([])).toMatchObject({ count: 0, average: null });
  });

  it('averages each month, oldest first, leaving out months without scores', () => {
    expect(monthlyAverages(scores)).toEqual([
      { month: '2026-06', average: 7.5, count: 2 },
      { month: '2026-08', average: 9.5, count: 2 },
    ]);
  });

  it('reads averages and months in Polish', () => {
    expect(formatAverage(8.333)).toBe('8,3');
    expect(formatAverage(null)).toBe('–');
    expect(monthLabel('2026-06')).toBe('czerwiec 2026');
  });
});
