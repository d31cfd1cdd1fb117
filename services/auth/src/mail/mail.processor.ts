import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnModuleDestroy } from '@nestjs/common';
import { MAIL_QUEUE, MailJob } from '@henesys/contracts';
import { runTracedJob } from '@henesys/server';
import { Job } from 'bullmq';
import { createTransport, Transporter } from 'nodemailer';
import { AuthEnv } from '../config/auth-env';

@Processor(MAIL_QUEUE)
export class MailProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly transport: Transporter;

  constructor(private readonly env: AuthEnv) {
    super();
    this.transport = createTransport(env.SMTP_URL);
  }

  async process(job: Job<MailJob>): Promise<void> {
    await runTracedJob(job, async () => {
      await this.transport.sendMail({
        from: this.env.MAIL_FROM,
        to: job.data.to,
        subject: job.data.subject,
        text: job.data.text,
        html: job.data.html,
      });
      this.logger.log(`Mail "${job.data.subject}" sent (job ${job.id})`);
    });
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<MailJob> | undefined, error: Error): void {
    this.logger.warn(`Mail job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
