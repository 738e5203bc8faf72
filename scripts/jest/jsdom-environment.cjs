/**
 * The component tests' environment: jest-fixed-jsdom (jsdom with Node's fetch, Request, Response,
 * streams, Blob and FormData, and Node's export conditions, as MSW documents for jest), plus
 * Node's File. jest-fixed-jsdom leaves jsdom's File in place, which is no Blob of Node's realm: a
 * file picked in a form could not join the FormData that uploads it, and an upload never saved.
 * MSW's "jest missing globals" setup takes Blob and File together from node:buffer (Node's globals).
 */
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class PortalJsdomEnvironment extends FixedJsdomEnvironment {
  constructor(...args) {
    super(...args);
    // Node's own File (global since Node 20), the sibling of the Blob jest-fixed-jsdom installs.
    this.global.File = File;
  }
}

module.exports = PortalJsdomEnvironment;
