import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_QUEUE } from '@henesys/contracts';
import { declareQueues } from '@henesys/server';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';

/** The mail queue (declared here, registered by serviceModule) and its consumer: nodemailer to SMTP_URL. */
@Module({})
export class MailModule {
  static forRoot(): DynamicModule {
    return declareQueues(
      {
        module: MailModule,
        providers: [Mailer, MailProcessor],
        exports: [Mailer],
      },
      [MAIL_QUEUE],
    );
  }
}
