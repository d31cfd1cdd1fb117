/**
 * Error codes that cross the transport inside RpcException({ statusCode, code, message }) and reach
 * the HTTP body as `code`. The generic ones name an HTTP outcome (malformed input, no permission,
 * unexpected failure); a refusal by a domain rule has a code naming that rule.
 */
export enum ErrorCode {
  // Generic: input validation, authentication, permission, infrastructure.
  ValidationFailed = 'VALIDATION_FAILED',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  ServiceTimeout = 'SERVICE_TIMEOUT',
  Internal = 'INTERNAL',

  // Donations.
  DonationNotFound = 'DONATION_NOT_FOUND',
  DonationPendingLimit = 'DONATION_PENDING_LIMIT',
  FounderPackTaken = 'FOUNDER_PACK_TAKEN',
  CharacterNotOwned = 'CHARACTER_NOT_OWNED',
  /** The Founder Pack's character name is missing or not 3-12 characters. */
  CharacterNameInvalid = 'CHARACTER_NAME_INVALID',
  DonationNotPending = 'DONATION_NOT_PENDING',
  DonationCancelled = 'DONATION_CANCELLED',
  DonationNotCompleted = 'DONATION_NOT_COMPLETED',
  TransactionCodeExists = 'TRANSACTION_CODE_EXISTS',
  TransactionCodeTaken = 'TRANSACTION_CODE_TAKEN',
  NotCryptoDonation = 'NOT_CRYPTO_DONATION',

  // Auth: sign-up, login, account settings, two-factor, emailed links.
  UsernameTaken = 'USERNAME_TAKEN',
  EmailTaken = 'EMAIL_TAKEN',
  LoginFailed = 'LOGIN_FAILED',
  AccountBanned = 'ACCOUNT_BANNED',
  IpLocked = 'IP_LOCKED',
  CurrentPasswordRequired = 'CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong = 'CURRENT_PASSWORD_WRONG',
  TwoFactorSessionExpired = 'TWO_FACTOR_SESSION_EXPIRED',
  TwoFactorCodeInvalid = 'TWO_FACTOR_CODE_INVALID',
  TwoFactorCodeUsed = 'TWO_FACTOR_CODE_USED',
  TwoFactorAlreadyEnabled = 'TWO_FACTOR_ALREADY_ENABLED',
  TwoFactorNotEnabled = 'TWO_FACTOR_NOT_ENABLED',
  TwoFactorSetupMissing = 'TWO_FACTOR_SETUP_MISSING',
  ResetLinkInvalid = 'RESET_LINK_INVALID',
  EmailUndoLinkInvalid = 'EMAIL_UNDO_LINK_INVALID',
  IpAllowLinkInvalid = 'IP_ALLOW_LINK_INVALID',

  // Community: Discord linking and roles.
  DiscordAuthFailed = 'DISCORD_AUTH_FAILED',
  DiscordStateInvalid = 'DISCORD_STATE_INVALID',
  DiscordStateForeign = 'DISCORD_STATE_FOREIGN',
  DiscordProofRequired = 'DISCORD_PROOF_REQUIRED',
  DiscordNotConnected = 'DISCORD_NOT_CONNECTED',
  DiscordTicketRequired = 'DISCORD_TICKET_REQUIRED',
  DiscordNotLinked = 'DISCORD_NOT_LINKED',
  DiscordTaken = 'DISCORD_TAKEN',
  DiscordNotGuildMember = 'DISCORD_NOT_GUILD_MEMBER',
  RoleNotEligible = 'ROLE_NOT_ELIGIBLE',

  // Accounts: votes and NX coupons.
  VoteAccountUnknown = 'VOTE_ACCOUNT_UNKNOWN',
  VotePingbackRejected = 'VOTE_PINGBACK_REJECTED',
  VoteSiteNotFound = 'VOTE_SITE_NOT_FOUND',
  VoteSiteInvalid = 'VOTE_SITE_INVALID',
  NxCouponNothingWaiting = 'NX_COUPON_NOTHING_WAITING',

  // Accounts: a player's tools for their own characters.
  CharacterNameRefused = 'CHARACTER_NAME_REFUSED',
  NameChangeTooSoon = 'NAME_CHANGE_TOO_SOON',
  NotEnoughNx = 'NOT_ENOUGH_NX',
  LogOutOfGameFirst = 'LOG_OUT_OF_GAME_FIRST',
  CharacterInJail = 'CHARACTER_IN_JAIL',
  MoveToTownTooSoon = 'MOVE_TO_TOWN_TOO_SOON',
}

/** The generic codes, one per HTTP status: what an error that names no rule is given for its status. */
export const GENERIC_ERROR_CODES: readonly ErrorCode[] = [
  ErrorCode.ValidationFailed,
  ErrorCode.Unauthorized,
  ErrorCode.Forbidden,
  ErrorCode.NotFound,
  ErrorCode.Conflict,
  ErrorCode.TooManyRequests,
  ErrorCode.Internal,
  ErrorCode.ServiceUnavailable,
  ErrorCode.ServiceTimeout,
];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.ServiceUnavailable]: 503,
  [ErrorCode.ServiceTimeout]: 504,

  [ErrorCode.DonationNotFound]: 404,
  [ErrorCode.DonationPendingLimit]: 409,
  [ErrorCode.FounderPackTaken]: 409,
  [ErrorCode.CharacterNotOwned]: 400,
  [ErrorCode.CharacterNameInvalid]: 400,
  [ErrorCode.DonationNotPending]: 409,
  [ErrorCode.DonationCancelled]: 409,
  [ErrorCode.DonationNotCompleted]: 409,
  [ErrorCode.TransactionCodeExists]: 409,
  [ErrorCode.TransactionCodeTaken]: 409,
  [ErrorCode.NotCryptoDonation]: 400,

  [ErrorCode.UsernameTaken]: 409,
  [ErrorCode.EmailTaken]: 409,
  [ErrorCode.LoginFailed]: 401,
  [ErrorCode.AccountBanned]: 403,
  [ErrorCode.IpLocked]: 403,
  [ErrorCode.CurrentPasswordRequired]: 400,
  [ErrorCode.CurrentPasswordWrong]: 400,
  [ErrorCode.TwoFactorSessionExpired]: 401,
  // 401 at login's second step, 400 in the settings (a wrong code must not end the session there).
  [ErrorCode.TwoFactorCodeInvalid]: 400,
  [ErrorCode.TwoFactorCodeUsed]: 400,
  [ErrorCode.TwoFactorAlreadyEnabled]: 409,
  [ErrorCode.TwoFactorNotEnabled]: 400,
  [ErrorCode.TwoFactorSetupMissing]: 400,
  [ErrorCode.ResetLinkInvalid]: 400,
  [ErrorCode.EmailUndoLinkInvalid]: 400,
  [ErrorCode.IpAllowLinkInvalid]: 400,

  [ErrorCode.DiscordAuthFailed]: 400,
  [ErrorCode.DiscordStateInvalid]: 400,
  [ErrorCode.DiscordStateForeign]: 403,
  [ErrorCode.DiscordProofRequired]: 400,
  [ErrorCode.DiscordNotConnected]: 400,
  [ErrorCode.DiscordTicketRequired]: 400,
  [ErrorCode.DiscordNotLinked]: 404,
  [ErrorCode.DiscordTaken]: 409,
  [ErrorCode.DiscordNotGuildMember]: 404,
  [ErrorCode.RoleNotEligible]: 403,

  [ErrorCode.VoteAccountUnknown]: 404,
  [ErrorCode.VotePingbackRejected]: 403,
  [ErrorCode.VoteSiteNotFound]: 404,
  [ErrorCode.VoteSiteInvalid]: 400,
  [ErrorCode.NxCouponNothingWaiting]: 409,

  [ErrorCode.CharacterNameRefused]: 400,
  [ErrorCode.NameChangeTooSoon]: 400,
  [ErrorCode.NotEnoughNx]: 400,
  [ErrorCode.LogOutOfGameFirst]: 409,
  [ErrorCode.CharacterInJail]: 400,
  [ErrorCode.MoveToTownTooSoon]: 400,
};

/** The shape every service error has on the wire. */
export interface RpcErrorPayload {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  /** Present on 500s: the id also written to the service's log. */
  errorId?: string;
  /** Present on some 429s: the gateway sends it as the Retry-After header. */
  retryAfterSeconds?: number;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RpcErrorPayload>;
  return typeof candidate.statusCode === 'number' && typeof candidate.message === 'string';
}
