import { DISCORD_AUTH_FAILURE, DISCORD_AUTH_SUCCESS } from '@henesys/contracts';
import {
  authFailureMessage,
  authSuccessMessage,
  DISCORD_AUTH_RECEIVED,
  isOwnOrigin,
  isReceiptFor,
  newMessageId,
  parseAuthResult,
  receivedMessage,
} from './auth-messages';

const identity = {
  discordId: '80351110224678912',
  discordUsername: 'Henesys Fan',
  discordAvatar: null,
  directConnectSuccess: true,
};

describe('popup messages', () => {
  it('builds the two messages of SPEC §7 with their fields', () => {
    expect(authSuccessMessage('a1', { ...identity, ticket: 't', success: true, message: 'm' } as never)).toEqual({
      type: DISCORD_AUTH_SUCCESS,
      id: 'a1',
      ...identity,
    });
    expect(authFailureMessage('a2', 'Nope')).toEqual({ type: DISCORD_AUTH_FAILURE, id: 'a2', message: 'Nope' });
    expect(receivedMessage('a1')).toEqual({ type: DISCORD_AUTH_RECEIVED, id: 'a1' });
  });

  it('parses what it built, keeping only the spec fields (never a ticket)', () => {
    const built = authSuccessMessage('a1', identity);
    expect(parseAuthResult(JSON.parse(JSON.stringify(built)))).toEqual(built);
    expect(parseAuthResult({ ...built, ticket: 'secret', extra: 1 })).toEqual(built);
    expect(parseAuthResult(authFailureMessage('a2', 'Nope'))).toEqual({
      type: DISCORD_AUTH_FAILURE,
      id: 'a2',
      message: 'Nope',
    });
  });

  it('accepts a message without id or avatar, and a non-true directConnectSuccess as false', () => {
    expect(
      parseAuthResult({
        type: DISCORD_AUTH_SUCCESS,
        discordId: '12345',
        discordUsername: 'x',
        directConnectSuccess: 'yes',
      }),
    ).toEqual({
      type: DISCORD_AUTH_SUCCESS,
      id: '',
      discordId: '12345',
      discordUsername: 'x',
      discordAvatar: null,
      directConnectSuccess: false,
    });
    expect(parseAuthResult({ type: DISCORD_AUTH_FAILURE })).toEqual({
      type: DISCORD_AUTH_FAILURE,
      id: '',
      message: 'Discord authentication failed',
    });
  });

  it('ignores everything else', () => {
    for (const data of [
      null,
      'DISCORD_AUTH_SUCCESS',
      [],
      { type: 'OTHER' },
      { type: DISCORD_AUTH_RECEIVED, id: 'a1' },
      { type: DISCORD_AUTH_SUCCESS, discordId: 'not-a-snowflake', discordUsername: 'x' },
      { type: DISCORD_AUTH_SUCCESS, discordId: 80351110224678912, discordUsername: 'x' },
      { type: DISCORD_AUTH_SUCCESS, discordId: '12345' },
      { type: DISCORD_AUTH_SUCCESS, discordId: '12345', discordUsername: 'x', discordAvatar: 7 },
    ]) {
      expect(parseAuthResult(data)).toBeNull();
    }
  });

  it('matches a receipt to its result only', () => {
    expect(isReceiptFor(receivedMessage('a1'), 'a1')).toBe(true);
    expect(isReceiptFor(receivedMessage('a1'), 'b2')).toBe(false);
    expect(isReceiptFor({ type: DISCORD_AUTH_SUCCESS, id: 'a1' }, 'a1')).toBe(false);
    expect(isReceiptFor(null, 'a1')).toBe(false);
  });
});

describe('isOwnOrigin', () => {
  it('trusts only the exact own origin', () => {
    expect(isOwnOrigin('https://henesys.gg', 'https://henesys.gg')).toBe(true);
    expect(isOwnOrigin('https://evil.example', 'https://henesys.gg')).toBe(false);
    expect(isOwnOrigin('https://henesys.gg:8443', 'https://henesys.gg')).toBe(false);
    expect(isOwnOrigin('http://henesys.gg', 'https://henesys.gg')).toBe(false);
    expect(isOwnOrigin('null', 'null')).toBe(false);
    expect(isOwnOrigin('', '')).toBe(false);
  });
});

describe('newMessageId', () => {
  it('is 16 hex characters from the random bytes', () => {
    expect(newMessageId((bytes) => bytes.fill(171))).toBe('abababababababab');
    expect(newMessageId((bytes) => bytes.fill(1))).toBe('0101010101010101');
  });
});
