/**
 * The contract between the web app, the server and the engine: zod schemas and types of every
 * request and response, the error codes, and the constants of the specification.
 */
export * from './audit.js';
export * from './admin-directory.js';
export * from './session-admin.js';
export * from './constants.js';
export * from './conversion-report.js';
export * from './errors.js';
export * from './health.js';
export * from './identity.js';
export * from './portal.js';
export * from './portal-menus.js';
export * from './public-config.js';
export * from './files.js';
export * from './validators.js';
export * from './vendors.js';
export * from './catalogue.js';
export * from './devices.js';
export * from './ticket-status.js';
export * from './sslvpn.js';
export * from './tickets.js';
export * from './conversions.js';
export * from './mapping-problems.js';
export * from './source-detect.js';
export * from './verification-text.js';
export * from './onboarding.js';
