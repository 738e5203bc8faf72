/**
 * Brotli and gzip copies of every text asset, written beside it at build time: the static
 * servers (scripts/serve-static.mjs) send them as they are, so no request pays for compression.
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Brotli's quality for the precompressed copies: 11 (its best) unless PORTAL_BROTLI_QUALITY says
 * otherwise. Quality 11 took 69 s of one core for the portal's 7.5 MB of text assets at a load
 * average of 28, quality 5 took 3 s for a copy 8 % larger; the end-to-end suite's build
 * (`pnpm test:e2e`) uses 5, as its tests check that assets travel brotli-encoded, not how small.
 * Deployments and `pnpm bench` build with 11.
 */
function brotliQuality() {
  const value = process.env.PORTAL_BROTLI_QUALITY;
  if (value === undefined || value === '') return zlib.constants.BROTLI_MAX_QUALITY;
  const quality = Number(value);
  if (!Number.isInteger(quality) || quality < zlib.constants.BROTLI_MIN_QUALITY || quality > zlib.constants.BROTLI_MAX_QUALITY) {
    throw new Error(`PORTAL_BROTLI_QUALITY must be a whole number from 0 to 11, not "${value}"`);
  }
  return quality;
}

function precompressed() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz', threshold: 512 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality() } },
      filename: '[path][base].br',
      threshold: 512,
    }),
  ];
}

module.exports = { precompressed };
