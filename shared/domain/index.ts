// The domain rules of the spec as one library, shared by the BFF and the React client.
export * from './result';
export * from './codes';
export * from './constants';
export * from './regions';
export * from './insurance-kind';
export * from './today';
export * from './mobile';
export * from './idcard';
export * from './plate';
export * from './run-check';
export * from './mask';
export * from './format';
export * from './sha1';
export * from './sign';
export * from './script';
export * from './signed-cache';
export * from './mobile-check';
