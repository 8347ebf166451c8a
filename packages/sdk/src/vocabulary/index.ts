export * from './avatar-rules';
export * from './character-profile';
export * from './emotions';
export * from './job-status';
export * from './limits';
export * from './recording';
export * from './session-rules';
export * from './skills';
