export * from './allocate.js';
export * from './balances.js';
export * from './currency.js';
export * from './settle.js';
export * from './split.js';
export * from './api.js';
