import { ApiError } from '../../../lib/api-error';
import { MESSAGES } from '@henesys/contracts';
import {
  afterOutcome,
  exchangeFailureMessage,
  hasOwnOpener,
  initialCallbackView,
  readCallbackQuery,
  settleCallback,
  type CallbackView,
} from './callback-flow';
import { DISCORD_MESSAGES } from './messages';

const identity = {
  discordId: '80351110224678912',
  discordUsername: 'Henesys Fan',
  discordAvatar: null,
  directConnectSuccess: true,
};

describe('readCallbackQuery', () => {
  it('asks for the exchange with code and state', () => {
    expect(readCallbackQuery('?code=abc&state=xyz')).toEqual({ kind: 'exchange', code: 'abc', state: 'xyz' });
    expect(readCallbackQuery(new URLSearchParams({ state: 's', code: 'c' }))).toEqual({
      kind: 'exchange',
      code: 'c',
      state: 's',
    });
  });

  it("refuses without a code with the spec's message", () => {
    expect(readCallbackQuery('')).toEqual({
      kind: 'refused',
      message: 'Discord authentication failed. No authorization code provided.',
    });
    expect(readCallbackQuery('?code=%20&state=s')).toEqual({ kind: 'refused', message: MESSAGES.discordNoCode });
    expect(readCallbackQuery('?code=c')).toEqual({ kind: 'refused', message: MESSAGES.discordStateInvalid });
  });

  it('explains the errors Discord and the gateway send back, even with a code', () => {
    expect(readCallbackQuery('?error=access_denied&state=s')).toEqual({
      kind: 'refused',
      message: DISCORD_MESSAGES.authCancelled,
    });
    expect(readCallbackQuery('?error=invalid_session')).toEqual({
      kind: 'refused',
      message: DISCORD_MESSAGES.authSessionInvalid,
    });
    expect(readCallbackQuery('?error=server_error&code=c&state=s')).toEqual({
      kind: 'refused',
      message: 'Discord authentication failed',
    });
    expect(DISCORD_MESSAGES.authCancelled.startsWith('Discord authentication failed')).toBe(true);
  });
});

describe('callback view', () => {
  it("starts 'Connecting' for an exchange and failed for a refusal", () => {
    expect(initialCallbackView({ kind: 'exchange', code: 'c', state: 's' })).toEqual({ phase: 'connecting' });
    expect(initialCallbackView({ kind: 'refused', message: 'm' })).toEqual({ phase: 'failed', message: 'm' });
  });

  it('settles once', () => {
    const connecting: CallbackView = { phase: 'connecting' };
    const connected = settleCallback(connecting, { identity });
    expect(connected).toEqual({ phase: 'connected', identity });
    expect(settleCallback(connected, { message: 'late' })).toBe(connected);
    const failed = settleCallback(connecting, { message: 'Nope' });
    expect(failed).toEqual({ phase: 'failed', message: 'Nope' });
    expect(settleCallback(failed, { identity })).toBe(failed);
  });

  it("shows the server's reason for a failed exchange, else a fallback", () => {
    expect(exchangeFailureMessage(ApiError.fromAnswer(400, { message: MESSAGES.discordStateInvalid }))).toBe(
      MESSAGES.discordStateInvalid,
    );
    expect(exchangeFailureMessage(ApiError.fromAnswer(409, { message: MESSAGES.discordTakenElsewhere }))).toBe(
      MESSAGES.discordTakenElsewhere,
    );
    expect(exchangeFailureMessage(ApiError.fromAnswer(502, 'bad gateway'))).toBe('Discord authentication failed');
    expect(exchangeFailureMessage(ApiError.network())).toBe('An error occurred while connecting Discord');
  });
});

describe('afterOutcome', () => {
  it('closes a popup whatever the outcome', () => {
    expect(afterOutcome('connected', true)).toBe('close');
    expect(afterOutcome('failed', true)).toBe('close');
  });

  it('sends a page of its own to the account after a success, and keeps it on a failure', () => {
    expect(afterOutcome('connected', false)).toBe('redirect');
    expect(afterOutcome('failed', false)).toBe('stay');
  });
});

describe('hasOwnOpener', () => {
  const location = { origin: 'https://henesys.gg' };

  it('is true only for an opener of our origin', () => {
    expect(hasOwnOpener({ opener: { location: { origin: 'https://henesys.gg' } }, location })).toBe(true);
    expect(hasOwnOpener({ opener: { location: { origin: 'https://other.example' } }, location })).toBe(false);
    expect(hasOwnOpener({ opener: null, location })).toBe(false);
  });

  it('is false when reading the opener throws (cross-origin)', () => {
    const opener = {
      get location(): { origin: string } {
        throw new Error('SecurityError: Blocked a frame from accessing a cross-origin frame.');
      },
    };
    expect(hasOwnOpener({ opener, location })).toBe(false);
  });
});
