import { DomainException, ErrorCode } from '@henesys/contracts';
import { ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid request';
}

/** The services' own validation of payloads (the gateway validates too: nothing is trusted twice-removed). */
export function createRpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new DomainException(ErrorCode.ValidationFailed, firstMessage(errors)),
  });
}
