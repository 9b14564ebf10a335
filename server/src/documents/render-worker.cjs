'use strict';
/*
 * The entry of the document pool's threads (document-pool.ts). A worker thread starts as plain Node: it has
 * neither the TypeScript loader of the production start (tsx) nor jest's transform, so it loads the
 * TypeScript renderers through tsx itself.
 */
const tsx = require('tsx/cjs/api');
const { move } = require('piscina');

const { renderDocument } = tsx.require('./render-document.ts', __filename);

/** Renders one DocumentJob and hands its bytes back without copying them. */
module.exports = async function renderInThread(job) {
  const bytes = await renderDocument(job);
  // A small Buffer can share its ArrayBuffer with others (Node's pool): transferring that would detach them all.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return move(own);
};
