export * from './browser';
export * from './test-database';
export * from './test-system';
export * from './reliability';
export * from './until';
export * from './page-text';
export * from './reset-link';
export * from './test-game-database';
