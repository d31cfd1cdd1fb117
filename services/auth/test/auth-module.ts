import { MailCatcher } from '@henesys/runner';
import { startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { randomBytes } from 'node:crypto';
import { authModule } from '../src/auth.module';
import { AuthEnv } from '../src/config/auth-env';

/**
 * The auth module in this process (startServiceModule) with fresh secrets and a mail server nobody
 * listens on (mail jobs wait in the queue): what every auth module test starts from.
 */
export function startAuthModule(
  label: string,
  env: Record<string, string> = {},
): Promise<ServiceModuleUnderTest<AuthEnv>> {
  return startServiceModule({
    label,
    envClass: AuthEnv,
    module: authModule,
    env: {
      JWT_SECRET: randomBytes(32).toString('hex'),
      TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...env,
    },
  });
}

export type AuthModuleWithMail = ServiceModuleUnderTest<AuthEnv> & { mail: MailCatcher };

/** The auth module whose mails go through its queue to an SMTP catcher of the test's own; close stops both. */
export async function startAuthModuleWithMail(
  label: string,
  env: Record<string, string> = {},
): Promise<AuthModuleWithMail> {
  const mail = await MailCatcher.start();
  try {
    const service = await startAuthModule(label, { SMTP_URL: mail.url, ...env });
    return {
      ...service,
      mail,
      close: async () => {
        await service.close();
        await mail.stop();
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
