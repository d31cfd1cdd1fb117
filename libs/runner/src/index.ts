export * from './infrastructure/free-port';
export * from './infrastructure/postgres';
export * from './infrastructure/redis';
export * from './log-format';
export * from './processes';
export * from './supervisor';
export * from './system-env';
export * from './wait-for-health';
