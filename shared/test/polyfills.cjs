// react-router 7 under jsdom needs TextEncoder/TextDecoder.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });
