/**
 * Publishes one remote's build as a version folder of its deploy root, beside the versions
 * before it, and optionally points the shell's /remotes.json at it (docs/deploy.md):
 *   node scripts/publish-remote.mjs <build-dir> <deploy-root> [--version name] [--keep 5]
 *     [--remotes remotes.json --url https://host-serving-deploy-root]
 * Old versions stay because tabs opened before a deploy still fetch their chunks; the newest
 * `--keep` folders are kept. A version folder that exists is left as it is, which makes
 * rolling back "--version <previous>" with the same command.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, keep: { type: 'string', default: '5' }, remotes: { type: 'string' }, url: { type: 'string' } },
});
const [buildDir, deployRoot] = positionals;
const keep = Number(values.keep);
if (!buildDir || !deployRoot || !Number.isInteger(keep) || keep < 1 || Boolean(values.remotes) !== Boolean(values.url)) {
  console.error('usage: publish-remote.mjs <build-dir> <deploy-root> [--version name] [--keep n] [--remotes remotes.json --url base-url]');
  process.exit(2);
}

const manifestText = readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8');
/** @type {{ name: string }} */
const manifest = JSON.parse(manifestText);
// The manifest names every hashed file, so the same build always lands in the same folder.
const version = values.version ?? createHash('sha256').update(manifestText).digest('hex').slice(0, 12);
const target = path.join(deployRoot, version);

if (existsSync(target)) {
  console.log(`${target} is published already`);
} else {
  // Copied beside the target and renamed into place: a server never sees half a version.
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(buildDir, partial, { recursive: true });
  renameSync(partial, target);
  console.log(`published ${buildDir} as ${target}`);
}
// The version just published or rolled back to is the newest, whatever --keep removes below.
const now = new Date();
utimesSync(target, now, now);

if (values.remotes && values.url) {
  const remotes = existsSync(values.remotes) ? JSON.parse(readFileSync(values.remotes, 'utf8')) : {};
  remotes[manifest.name] = `${values.url.replace(/\/$/, '')}/${version}/mf-manifest.json`;
  const next = `${values.remotes}.next`;
  writeFileSync(next, `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(next, values.remotes);
  console.log(`${values.remotes}: ${manifest.name} -> ${remotes[manifest.name]}`);
}

const versions = readdirSync(deployRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.partial'))
  .map((entry) => ({ name: entry.name, time: statSync(path.join(deployRoot, entry.name)).mtimeMs }))
  .sort((a, b) => b.time - a.time);
for (const old of versions.slice(keep)) {
  if (old.name === version) continue;
  rmSync(path.join(deployRoot, old.name), { recursive: true, force: true });
  console.log(`removed the old version ${old.name}`);
}
