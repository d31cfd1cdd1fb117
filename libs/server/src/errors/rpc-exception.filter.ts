import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { toRpcErrorPayload } from './to-rpc-error';

/** Every service's global filter: whatever was thrown leaves as RpcException({statusCode, code, message}). */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const payload = toRpcErrorPayload(exception, (errorId, error) =>
      this.logger.error({ errorId, err: error }, `Unexpected error ${errorId}`),
    );
    return throwError(() => payload);
  }
}
