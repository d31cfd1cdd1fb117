import { ApiError } from '../../../lib/api-error';
import { MESSAGES } from '@henesys/contracts';
import { UnsuccessfulAnswerError } from './failure';
import { canClaim, claimFailure, roleHint } from './early-supporter';

const status = (isEligible: boolean, roleAssigned: boolean, message = '') => ({
  success: true as const,
  isEligible,
  roleAssigned,
  message,
});

describe('canClaim', () => {
  it('needs eligible, connected and not yet assigned', () => {
    expect(canClaim(status(true, false), true)).toBe(true);
    expect(canClaim(status(false, false), true)).toBe(false);
    expect(canClaim(status(true, true), true)).toBe(false);
    expect(canClaim(status(true, false), false)).toBe(false);
    expect(canClaim(status(true, false), undefined)).toBe(false);
    expect(canClaim(undefined, true)).toBe(false);
  });
});

describe('roleHint', () => {
  it("shows the server's message", () => {
    expect(roleHint(status(false, false, MESSAGES.roleNotEligible), true)).toBe(MESSAGES.roleNotEligible);
    expect(roleHint(status(true, true, MESSAGES.roleAlreadyAssigned), false)).toBe(MESSAGES.roleAlreadyAssigned);
  });

  it('asks an eligible player without a connection to connect first', () => {
    expect(roleHint(status(true, false, MESSAGES.roleEligible), false)).toBe(MESSAGES.discordNotConnected);
    expect(roleHint(status(true, false, MESSAGES.roleEligible), undefined)).toBe(MESSAGES.roleEligible);
  });

  it('has its own words when the server sent none', () => {
    expect(roleHint(status(true, true), true)).toBe(MESSAGES.roleAlreadyAssigned);
    expect(roleHint(status(true, false), true)).toBe(MESSAGES.roleEligible);
    expect(roleHint(status(false, false), true)).toBe(MESSAGES.roleNotEligible);
  });
});

describe('claimFailure', () => {
  it('asks to join the server on 404, with the server message or the fallback', () => {
    expect(claimFailure(ApiError.fromAnswer(404, { message: MESSAGES.discordNotMember }))).toEqual({
      text: 'You need to join our Discord server before claiming the role',
      joinServer: true,
    });
    expect(claimFailure(ApiError.fromAnswer(404, {}))).toEqual({ text: MESSAGES.discordNotMember, joinServer: true });
  });

  it("shows the server's reason for the other refusals", () => {
    expect(claimFailure(ApiError.fromAnswer(403, { message: MESSAGES.roleNotEligible }))).toEqual({
      text: MESSAGES.roleNotEligible,
      joinServer: false,
    });
    expect(claimFailure(ApiError.fromAnswer(400, { message: MESSAGES.discordNotConnected }))).toEqual({
      text: MESSAGES.discordNotConnected,
      joinServer: false,
    });
  });

  it('falls back to the two texts of SPEC §8', () => {
    expect(claimFailure(new UnsuccessfulAnswerError(null))).toEqual({
      text: 'Failed to assign role',
      joinServer: false,
    });
    expect(claimFailure(ApiError.fromAnswer(500, ''))).toEqual({ text: 'Failed to assign role', joinServer: false });
    expect(claimFailure(ApiError.timeout(30_000))).toEqual({
      text: 'An error occurred while claiming your role',
      joinServer: false,
    });
  });
});
