/** What the gateway knows about the caller once the token is verified. */
export interface SessionUser {
  id: number;
  username: string;
  role: string;
  isAdmin: boolean;
  /** The token's jti: logging out ends this session, and only this one. */
  sessionId: string;
  /** The token version the token was issued under. */
  tokenVersion: number;
}

/** The claims the auth service signs. */
export interface TokenClaims {
  sub: number;
  username: string;
  role: string;
  /** Token version: a password change or reset, or "log out everywhere", bumps it, and older tokens stop working. */
  tv?: number;
  /** The session: auth keeps its state, so logging out ends the token on the server. */
  jti?: string;
}
