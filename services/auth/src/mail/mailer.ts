import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { MAIL_QUEUE, MailJob } from '@henesys/contracts';
import { traced } from '@henesys/server';
import { Queue } from 'bullmq';

/** Queues a mail under a business key: the same key twice sends one mail. */
@Injectable()
export class Mailer {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>) {}

  async send(key: string, mail: MailJob): Promise<void> {
    await this.queue.add('send', traced(mail), {
      jobId: key,
      attempts: 8,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 24 * 3600, count: 5_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }
}
