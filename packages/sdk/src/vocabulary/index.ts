export * from './avatar-rules';
export * from './emotions';
export * from './job-status';
export * from './limits';
export * from './recording';
export * from './session-rules';
