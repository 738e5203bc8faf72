export * from './env';
export * from './api';
export * from './outbox';
export * from './ui';
export * from './remote-server';
export * from './config';
export * from './realtime';
export * from './csv';
