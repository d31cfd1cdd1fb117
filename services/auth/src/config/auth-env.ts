import { IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { JwtEnv } from '@henesys/server';

export const DEV_TWO_FACTOR_KEY = '0000000000000000000000000000000000000000000000000000000000000000';

export class AuthEnv extends JwtEnv {
  /** Links in mails point here: `{PUBLIC_URL}/reset-password/{token}`. */
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

  /** 32 bytes as 64 hex characters: encrypts two-factor secrets at rest and keys the backup-code hashes. */
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'TWO_FACTOR_ENCRYPTION_KEY must be 64 hex characters (32 bytes)' })
  TWO_FACTOR_ENCRYPTION_KEY = DEV_TWO_FACTOR_KEY;

  /** The name authenticator apps show next to the code. */
  @IsString()
  TOTP_ISSUER = 'Henesys';

  productionProblems(): string[] {
    const problems = super.productionProblems();
    if (this.isProduction && this.TWO_FACTOR_ENCRYPTION_KEY === DEV_TWO_FACTOR_KEY) {
      problems.push('TWO_FACTOR_ENCRYPTION_KEY: the development key is refused in production');
    }
    return problems;
  }
}
