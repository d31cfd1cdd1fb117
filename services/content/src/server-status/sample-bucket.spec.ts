import { sampleBucket } from './sample-bucket';

describe('sampleBucket', () => {
  it('puts every time of an interval at its start, whichever copy of the service asks', () => {
    const start = '2026-11-25T14:25:00.000Z';
    for (const at of ['2026-11-25T14:25:00.000Z', '2026-11-25T14:27:31.250Z', '2026-11-25T14:29:59.999Z']) {
      expect(sampleBucket(new Date(at), 5).toISOString()).toBe(start);
    }
    expect(sampleBucket(new Date('2026-11-25T14:30:00.000Z'), 5).toISOString()).toBe('2026-11-25T14:30:00.000Z');
  });

  it('follows the configured length', () => {
    expect(sampleBucket(new Date('2026-11-25T14:44:10Z'), 15).toISOString()).toBe('2026-11-25T14:30:00.000Z');
    expect(sampleBucket(new Date('2026-11-25T14:44:10Z'), 1).toISOString()).toBe('2026-11-25T14:44:00.000Z');
  });
});
