/** What the gateway knows about the caller once the token is verified. */
export interface SessionUser {
  id: number;
  username: string;
  role: string;
  isAdmin: boolean;
}

/** The claims the auth service signs. */
export interface TokenClaims {
  sub: number;
  username: string;
  role: string;
  /** Token version: a password change or reset bumps it, and older tokens stop working. */
  tv?: number;
}
