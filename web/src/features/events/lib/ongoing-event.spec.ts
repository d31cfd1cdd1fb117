import type { NewsItem } from '@henesys/contracts';
import { endOf, firstActiveEvent } from './ongoing-event';

const event = (id: number, status: NewsItem['status'], end_date: string | null = null): NewsItem => ({
  id,
  title: `Event ${id}`,
  date: '2026-01-01T00:00:00.000Z',
  formatted_date: 'Jan 1, 2026',
  content: '',
  link: `/events/e${id}`,
  category: 'event',
  status,
  end_date,
  formatted_end_date: null,
});

describe('firstActiveEvent', () => {
  it('picks the first active event in the given order', () => {
    const events = [event(1, 'completed'), event(2, 'active'), event(3, 'active')];
    expect(firstActiveEvent(events)?.id).toBe(2);
  });

  it('is null without an active event', () => {
    expect(firstActiveEvent([event(1, 'completed'), event(2, 'inactive'), event(3, 'archived')])).toBeNull();
    expect(firstActiveEvent([])).toBeNull();
  });
});

describe('endOf', () => {
  it('reads the end date', () => {
    expect(endOf(event(1, 'active', '2026-02-01T00:00:00.000Z'))).toBe(Date.parse('2026-02-01T00:00:00.000Z'));
  });

  it('is null without a readable end date', () => {
    expect(endOf(event(1, 'active', null))).toBeNull();
    expect(endOf(event(1, 'active', 'soon'))).toBeNull();
  });
});
