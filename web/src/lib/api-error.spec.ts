import { ErrorCode } from '@henesys/contracts';
import { ApiError } from './api-error';

describe('ApiError.code', () => {
  it("is the answer's code, so callers branch on it and not on the message", () => {
    const refusal = ApiError.fromAnswer(400, { message: 'That character is not yours', code: 'CHARACTER_NOT_OWNED' });
    expect(refusal.code).toBe(ErrorCode.CharacterNotOwned);
  });

  it('is null when the answer carries none, or no answer came', () => {
    expect(ApiError.fromAnswer(400, { message: 'Bad request' }).code).toBeNull();
    expect(ApiError.fromAnswer(502, '<html>Bad gateway</html>').code).toBeNull();
    expect(ApiError.fromAnswer(400, { code: 7 }).code).toBeNull();
    expect(ApiError.network().code).toBeNull();
  });
});
