export * from './optimize.js';
export * from './estimate.js';
export * from './api.js';
