require('@testing-library/jest-dom');
// jsdom lacks these browser globals that every supported browser has.
const util = require('util');
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
