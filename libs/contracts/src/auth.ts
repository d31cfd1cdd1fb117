/** The session user the web keeps (SPEC §3). Dates are ISO strings on the wire. */
export interface SessionUserView {
  id: number;
  username: string;
  email: string;
  role: string;
  isAdmin: boolean;
  joinDate: string;
  lastLogin: string | null;
  birthday: string;
}

export interface LoginSuccess {
  token: string;
  user: SessionUserView;
}

export interface TwoFactorChallenge {
  requiresTwoFactor: true;
  sessionToken: string;
  userId: number;
}

export type LoginResult = LoginSuccess | TwoFactorChallenge;

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  birthday: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  /** The caller's address as the gateway sees it, for the IP lock. */
  ip: string;
}

export interface VerifyTwoFactorRequest {
  sessionToken: string;
  twoFactorCode?: string;
  backupCode?: string;
  ip: string;
}

export interface ForgotPasswordRequest {
  email: string;
  username: string;
  birthday: string;
}

/** The answer to the link mailed after a login the IP lock refused: the address it allowed. */
export interface IpAllowAnswer {
  status: 'success';
  message: string;
  ip: string;
}

export interface ResetTokenStatus {
  status: 'success';
  minutesLeft: number;
}

/** SPEC §3 'Profile response'. */
export interface ProfileView {
  id: number;
  username: string;
  email: string;
  role: string;
  isAdmin: boolean;
  created_at: string;
  last_login: string | null;
  birthday: string;
  characters: CharacterSummary[];
}

export interface CharacterSummary {
  id: number;
  name: string;
  level: number;
  job: number;
  jobName: string;
  lastLogoutTime: string | null;
}

/** Redis key where auth publishes a user's current token version and the gateway reads it. */
export function tokenVersionKey(userId: number): string {
  return `auth:token-version:${userId}`;
}

/** Redis key where auth publishes whether one session (a token's jti) is live ('1') or logged out ('0'). */
export function sessionStateKey(sessionId: string): string {
  return `auth:session:${sessionId}`;
}
