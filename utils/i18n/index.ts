export * from './translate';
export * from './format';
export * from './errors';
