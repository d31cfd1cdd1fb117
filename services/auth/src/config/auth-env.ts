import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
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

  /**
   * Off when unset. When set, the owner of a game character whose `characters.gm` is at least this
   * level acts as an Admin on the site (on top of the site roles `npm run admin` grants).
   */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(255)
  ADMIN_GM_LEVEL?: number;

  productionProblems(): string[] {
    const problems = super.productionProblems();
    if (this.isProduction && this.TWO_FACTOR_ENCRYPTION_KEY === DEV_TWO_FACTOR_KEY) {
      problems.push('TWO_FACTOR_ENCRYPTION_KEY: the development key is refused in production');
    }
    return problems;
  }
}
