export * from './auth/forgot-password.dto';
export * from './auth/login.dto';
export * from './auth/register.dto';
export * from './auth/reset-password.dto';
export * from './auth/verify-two-factor.dto';
export * from './satisfies.decorator';
export * from './auth/rpc-payloads.dto';
export * from './account/account.dto';
