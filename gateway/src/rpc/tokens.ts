export const TRANSPORT = Symbol('TRANSPORT');
export const REDIS = Symbol('REDIS');
