/**
 * Writes csp.json beside the shell's index.html: the sha256 hashes of index.html's inline
 * scripts (the early requests, the theme, the first heading, the chunk preloads), which the
 * static server puts in the page's Content-Security-Policy (scripts/serve-static.mjs). They are
 * taken from the emitted file at build time, so a changed inline script changes its hash in the
 * same build and no server parses HTML; a deployment on another web server reads the same file.
 */
const { createHash } = require('node:crypto');

const PAGE = 'index.html';

/** Inline scripts only: a <script src=…> is allowed by its origin, not by a hash. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions ('sha256-…') of the inline scripts of `html`, in page order. */
function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, body]) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Read from the finished index.html, in the last stage of the build: webpack's real content
 * hashes rewrite the chunk names of the preload script after html-webpack-plugin has emitted it.
 */
class InlineScriptHashesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineScriptHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlineScriptHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const page = compilation.getAsset(PAGE);
        if (!page) throw new Error(`InlineScriptHashesPlugin: the build has no ${PAGE}`);
        const csp = { page: PAGE, scriptHashes: inlineScriptHashes(page.source.source().toString()) };
        compilation.emitAsset('csp.json', new sources.RawSource(`${JSON.stringify(csp, null, 2)}\n`));
      });
    });
  }
}

module.exports = { InlineScriptHashesPlugin, inlineScriptHashes };
