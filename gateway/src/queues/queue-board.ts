import { Injectable, Logger } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { MAIL_QUEUE, MailJob } from '@henesys/contracts';
import type { Request, Response } from 'express';
import { SystemQueues } from './system-queues';

/** Under the global prefix /api, like every gateway route (the session controller is at its /session). */
export const DASHBOARD_ROUTE = 'admin/queues';
export const DASHBOARD_PATH = `/api/${DASHBOARD_ROUTE}`;

/** A mail's text and HTML may hold a password reset link: the dashboard shows only whom it went to and why. */
function withoutMailBody(data: Partial<MailJob> | undefined) {
  return { to: data?.to, subject: data?.subject, body: '(hidden: a mail may carry a password reset link)' };
}

/**
 * Bull Board over every system queue, read-only: it shows queues, jobs and failures, and answers
 * 405 to retry, clean, promote, remove, pause or add (the gateway refuses those methods before it,
 * too). Rewards are retried from the Donations Manager, which records who did it.
 */
@Injectable()
export class QueueBoard {
  private readonly logger = new Logger(QueueBoard.name);
  private readonly app: (request: Request, response: Response, done: (error?: unknown) => void) => void;

  constructor(systemQueues: SystemQueues) {
    const server = new ExpressAdapter().setBasePath(DASHBOARD_PATH);
    const adapters = systemQueues.queues.map((queue) => {
      const adapter = new BullMQAdapter(queue, { readOnlyMode: true, allowRetries: false });
      if (queue.name === MAIL_QUEUE) adapter.setFormatter('data', withoutMailBody);
      return adapter;
    });
    // @bull-board/express brings its own copy of @bull-board/api's types (9.10.1 beside our 9.10.2): same shape.
    const serverAdapter = server as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'];
    createBullBoard({
      queues: adapters,
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Henesys queues', hideDocsLink: true } },
    });
    const app = server.getRouter() as unknown as { disable(setting: string): void } & QueueBoard['app'];
    app.disable('x-powered-by');
    this.app = app;
  }

  /** Serves a request for a path under DASHBOARD_PATH (the UI, its files and its JSON API). */
  serve(request: Request, response: Response): void {
    const rest = request.url.slice(DASHBOARD_PATH.length);
    request.url = rest.startsWith('/') ? rest : `/${rest}`;
    this.app(request, response, (error) => {
      if (error) this.logger.error({ err: error }, 'Queue dashboard request failed');
      if (response.headersSent) return;
      response.status(error ? 500 : 404).json({ message: error ? 'The queue dashboard failed.' : 'Not found' });
    });
  }
}
