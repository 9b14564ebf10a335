require('@testing-library/jest-dom');
// findBy… and waitFor wait for a state. Their default limit of 1 s is less than a busy machine can take to render a
// page; 10 s, as for the Playwright suites' expectations, only catches a state that never comes.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
// jsdom lacks these browser globals that every supported browser has.
const util = require('util');
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
