export * from './constants';
export * from './errors';
export * from './jobs';
export * from './rpc-contract';
export * from './server-status';
export * from './services';
