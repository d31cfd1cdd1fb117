import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DashboardAccess } from './dashboard-access';
import { DashboardGate } from './dashboard-gate.middleware';
import { DashboardSessionController } from './dashboard-session.controller';
import { DASHBOARD_ROUTE, QueueBoard } from './queue-board';
import { QueueMetrics } from './queue-metrics';
import { SystemQueues } from './system-queues';

/** The admins' queue dashboard at /api/admin/queues and the queue series of /api/metrics. */
@Module({
  imports: [AuthModule],
  controllers: [DashboardSessionController],
  providers: [SystemQueues, QueueBoard, QueueMetrics, DashboardAccess],
})
export class QueuesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Middleware runs before every route, the SPA's fallback included, and after helmet (so its CSP wins).
    consumer
      .apply(DashboardGate)
      .forRoutes(
        { path: DASHBOARD_ROUTE, method: RequestMethod.ALL },
        { path: `${DASHBOARD_ROUTE}/{*rest}`, method: RequestMethod.ALL },
      );
  }
}
