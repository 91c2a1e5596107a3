/** Company stakeholders: pure helpers shared by the page, the server and tests. */
export * from './types';
export * from './people';
export * from './shares';
export * from './derive';
export * from './flows';
