/**
 * An inline script in the shell's index.html that preloads the chunks start-up is sure to need,
 * so the browser fetches them beside main.js instead of learning of each only when the code
 * before it has run (three to four round trips in a row on a first visit). It runs after the
 * early requests (config, session check), which so come first on HTTP/1.1's six connections:
 *
 * - for a returning user (the session marker cookie is set): the signed-in frame's named chunks and the
 *   shell's modules every area's page asks for (chunk-groups.cjs's page kit);
 * - otherwise: the sign-in page's.
 *
 * A named chunk comes with every chunk of its group (what the build split out of it). What
 * main.js needs itself (the framework chunk) is a script tag of its own.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadStartChunksPlugin {
  /** @param {{ signedIn: string[], signIn: string[] }} chunkNames named chunks (webpackChunkName or a cache group's name) of each start */
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (html) => {
        const entryChunks = new Set(compilation.entrypoints.get('main').chunks);
        const filesOf = (names) => {
          const chunks = names.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            const chunk = compilation.namedChunks.get(name);
            if (!group && !chunk) throw new Error(`PreloadStartChunksPlugin: no chunk named ${name} (webpackChunkName or cache group)`);
            return group ? group.chunks : [chunk];
          });
          return scriptFiles(
            compilation,
            [...new Set(chunks)].filter((chunk) => !entryChunks.has(chunk)),
          );
        };
        const start = { signedIn: filesOf(this.chunkNames.signedIn), signIn: filesOf(this.chunkNames.signIn) };
        html.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, preloadStartScript(start)));
        return html;
      });
    });
  }
}

function scriptFiles(compilation, chunks) {
  const { publicPath } = compilation.outputOptions;
  return chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`));
}

/** The inline script; `portalEarly.signedIn` (index.html's early requests) tells which start this is. */
function preloadStartScript(start) {
  return `(function (start) {
  var preload = function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  };
  (window.portalEarly.signedIn ? start.signedIn : start.signIn).forEach(preload);
})(${JSON.stringify(start)});`;
}

module.exports = { PreloadStartChunksPlugin };
