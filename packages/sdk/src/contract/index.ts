export * from './auth';
export * from './avatars';
export * from './common';
export * from './consents';
export * from './jobs';
export * from './routes';
export * from './sessions';
export * from './users';
