'use strict';
/*
 * The entry of the document pool's threads (document-pool.ts). A worker thread starts as plain Node: it has
 * neither the TypeScript loader of the development start (tsx) nor jest's transform, so it loads the
 * TypeScript renderer through tsx itself. The release (scripts/release.mjs) compiles render-in-thread.ts into a
 * render-worker.cjs of its own beside server.mjs instead.
 */
const tsx = require('tsx/cjs/api');

module.exports = tsx.require('./render-in-thread.ts', __filename).renderInThread;
