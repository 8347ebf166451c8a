export * from './avatar-rules';
export * from './character-profile';
export * from './embed';
export * from './emotions';
export * from './job-status';
export * from './limits';
export * from './recording';
export * from './session-rules';
