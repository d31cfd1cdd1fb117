import { ApiError } from '../../../lib/api-error';
import { MESSAGES } from '@henesys/contracts';
import { avatarUrl, connectFailureText, connectionLabel, initialOf } from './connection-view';
import { UnsuccessfulAnswerError } from './failure';

describe('avatarUrl', () => {
  it("is Discord's CDN picture for an id and a hash", () => {
    expect(avatarUrl('80351110224678912', '8342729096ea3675442027381ff50dfe')).toBe(
      'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png?size=64',
    );
    expect(avatarUrl('80351110224678912', 'a_8342729096ea3675442027381ff50dfe')).toMatch(
      /\/a_8342729096ea3675442027381ff50dfe\.png\?size=64$/,
    );
  });

  it('is null without an avatar or for values that are not Discord ids and hashes', () => {
    expect(avatarUrl('80351110224678912', null)).toBeNull();
    expect(avatarUrl(null, '8342729096ea3675442027381ff50dfe')).toBeNull();
    expect(avatarUrl('80351110224678912', '../../evil')).toBeNull();
    expect(avatarUrl('x/../1', '8342729096ea3675442027381ff50dfe')).toBeNull();
  });
});

describe('initialOf', () => {
  it('is the first letter, upper-cased, or ? without a name', () => {
    expect(initialOf('henesys Fan')).toBe('H');
    expect(initialOf('  ümit')).toBe('Ü');
    expect(initialOf('😀 smile')).toBe('😀');
    expect(initialOf('')).toBe('?');
    expect(initialOf(null)).toBe('?');
  });
});

describe('connectionLabel', () => {
  it('names the account when connected', () => {
    expect(connectionLabel({ connected: true, username: 'Henesys Fan' })).toBe('Connected as Henesys Fan');
    expect(connectionLabel({ connected: true, username: null })).toBe('Connected');
    expect(connectionLabel({ connected: false, username: 'stale' })).toBe('Not connected');
  });
});

describe('connectFailureText', () => {
  it("shows the server's message", () => {
    expect(connectFailureText(ApiError.fromAnswer(400, { message: MESSAGES.discordProofRequired }))).toBe(
      MESSAGES.discordProofRequired,
    );
    expect(connectFailureText(new UnsuccessfulAnswerError('Already linked'))).toBe('Already linked');
  });

  it('names the HTTP status of a non-OK answer without message', () => {
    expect(connectFailureText(ApiError.fromAnswer(502, '<html></html>'))).toBe(
      'Failed to connect Discord account (HTTP 502)',
    );
    expect(connectFailureText(new UnsuccessfulAnswerError(null))).toBe('Failed to connect Discord account');
  });

  it('has its own words when no answer came', () => {
    expect(connectFailureText(ApiError.network())).toBe('An error occurred while connecting Discord');
  });
});
