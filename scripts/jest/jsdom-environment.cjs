/**
 * jsdom plus the web globals it lacks and ky needs at import (fetch, Request, Response,
 * TextEncoder...), borrowed from Node. jsdom's own FormData, Blob and File stay, so forms behave.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const BORROWED = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of BORROWED) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
