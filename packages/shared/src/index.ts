export * from './errors.js';
export * from './limits.js';
export * from './events.js';
export * from './health.js';
export * from './common.js';
export * from './version.js';
export * from './app-info.js';
