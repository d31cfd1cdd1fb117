import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_QUEUE } from '@henesys/contracts';
import { redisConnection } from '@henesys/server';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';

/** The mail queue (BullMQ) and its consumer in this service: nodemailer to SMTP_URL. */
@Module({})
export class MailModule {
  static forRoot(redisUrl: string): DynamicModule {
    return {
      module: MailModule,
      imports: [
        BullModule.forRoot({ connection: { ...redisConnection(redisUrl), maxRetriesPerRequest: null } }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      ],
      providers: [Mailer, MailProcessor],
      exports: [Mailer],
    };
  }
}
