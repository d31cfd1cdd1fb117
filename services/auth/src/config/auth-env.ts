import { IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { IsSecret, JwtEnv } from '@henesys/server';
import { IsAdminGmLevel } from './admin-gm-level';

export class AuthEnv extends JwtEnv {
  /** Links in mails point here: `{PUBLIC_URL}/reset-password#token={token}`. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  /** Where password-recovery mail goes (Mailpit in docker compose, the run command's catcher locally). */
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @IsString()
  MAIL_FROM = 'Henesys <no-reply@henesys.local>';

  @IsInt()
  @Min(5)
  @Max(24 * 60)
  RESET_TOKEN_TTL_MINUTES: number = 30;

  /** How long the second login step may take after the password was accepted. */
  @IsInt()
  @Min(30)
  @Max(3600)
  TWO_FACTOR_SESSION_TTL_SECONDS: number = 300;

  /** Wrong passwords (or two-factor codes) for one account before each further attempt must wait 2, 4, 8... seconds. */
  @IsInt()
  @Min(1)
  @Max(1000)
  LOGIN_BACKOFF_AFTER_FAILURES: number = 5;

  /** The longest such wait: a backoff, not a lock, so a guesser cannot keep the owner out for longer. */
  @IsInt()
  @Min(1)
  @Max(3600)
  LOGIN_BACKOFF_MAX_SECONDS: number = 900;

  /** Failures within an hour (wrong passwords and codes) at which the owner is mailed, at most once an hour. */
  @IsInt()
  @Min(1)
  @Max(1000)
  LOGIN_FAILURE_MAIL_AT: number = 10;

  /** Hours the link mailed after a login the IP lock refused stays valid (it works once). */
  @IsInt()
  @Min(1)
  @Max(7 * 24)
  IP_ALLOW_LINK_TTL_HOURS: number = 24;

  /** 32 bytes as 64 hex characters: encrypts two-factor secrets at rest and keys the backup-code hashes. */
  @IsSecret({
    form: '64 random hex characters (32 bytes), e.g. openssl rand -hex 32',
    minLength: 64,
    pattern: /^[0-9a-fA-F]{64}$/,
  })
  TWO_FACTOR_ENCRYPTION_KEY: string;

  /** The name authenticator apps show next to the code. */
  @IsString()
  TOTP_ISSUER = 'Henesys';

  @IsAdminGmLevel()
  ADMIN_GM_LEVEL?: number;
}
