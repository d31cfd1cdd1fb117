import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_QUEUE } from '@henesys/contracts';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';

/** The mail queue (on the service's shared BullMQ connection) and its consumer: nodemailer to SMTP_URL. */
@Module({})
export class MailModule {
  static forRoot(): DynamicModule {
    return {
      module: MailModule,
      imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
      providers: [Mailer, MailProcessor],
      exports: [Mailer],
    };
  }
}
