/**
 * Writes csp.json beside the shell's index.html: the sha256 hashes of index.html's inline
 * scripts (the early requests, the theme, the first heading, the chunk preloads), which the
 * static server puts in the page's Content-Security-Policy (scripts/serve-static.mjs). They are
 * taken from the emitted file at build time, so a changed inline script changes its hash in the
 * same build and no server parses HTML; a deployment on another web server reads the same file.
 */
const { createHash } = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Inline scripts only: a <script src=…> is allowed by its origin, not by a hash. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions ('sha256-…') of the inline scripts of `html`, in page order. */
function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, body]) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

class InlineScriptHashesPlugin {
  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineScriptHashesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('InlineScriptHashesPlugin', (data) => {
        const csp = { page: data.outputName, scriptHashes: inlineScriptHashes(data.html) };
        compilation.emitAsset('csp.json', new sources.RawSource(`${JSON.stringify(csp, null, 2)}\n`));
        return data;
      });
    });
  }
}

module.exports = { InlineScriptHashesPlugin, inlineScriptHashes };
