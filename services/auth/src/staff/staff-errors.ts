import { DomainException, ErrorCode } from '@henesys/contracts';

export const playerNotFound = () => new DomainException(ErrorCode.NotFound, 'No player has that account id.');
export const forbidden = (message: string) => new DomainException(ErrorCode.Forbidden, message);
export const conflict = (message: string) => new DomainException(ErrorCode.Conflict, message);
export const invalid = (message: string) => new DomainException(ErrorCode.ValidationFailed, message);
