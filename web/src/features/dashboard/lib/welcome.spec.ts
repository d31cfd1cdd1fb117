import type { ActivityEntry } from '@henesys/contracts';
import { welcomeHeading } from './welcome';

const login = (date: string): ActivityEntry => ({ type: 'login', details: 'Logged in from 1.2.3.4', date });

describe('welcomeHeading', () => {
  it('welcomes a brand-new player, whose only login is this one', () => {
    expect(welcomeHeading('Leaf', [login('2026-11-25T10:00:00Z')])).toBe('Welcome, Leaf');
    expect(welcomeHeading('Leaf', [])).toBe('Welcome, Leaf');
    expect(
      welcomeHeading('Leaf', [
        { type: 'vote', details: 'Voted', date: '2026-11-25T10:00:00Z' },
        login('2026-11-25T09:00:00Z'),
      ]),
    ).toBe('Welcome, Leaf');
  });

  it('welcomes back a player who had logged in before', () => {
    expect(welcomeHeading('Leaf', [login('2026-11-25T10:00:00Z'), login('2026-11-24T10:00:00Z')])).toBe(
      'Welcome back, Leaf',
    );
  });
});
