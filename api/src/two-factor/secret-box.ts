/**
 * Seals TOTP secrets at rest with AES-256-GCM under the deploy's key (TWO_FACTOR_KEY, or a
 * random key file the API creates once), so a copy of the database alone yields no codes.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const KEY_BYTES = 32;
const keys = new Map<string, Buffer>();

function decodeKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('TWO_FACTOR_KEY must be 32 bytes, in hex or base64');
  return key;
}

function readOrCreateKeyFile(file: string): Buffer {
  try {
    return decodeKey(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two API processes starting together keep the first one's key.
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(fs.readFileSync(file, 'utf8'));
}

function keyOf(config: Pick<Config, 'twoFactorKey' | 'twoFactorKeyFile'>): Buffer {
  const id = config.twoFactorKey ? `env:${config.twoFactorKey}` : `file:${config.twoFactorKeyFile}`;
  let key = keys.get(id);
  if (!key) {
    key = config.twoFactorKey ? decodeKey(config.twoFactorKey) : readOrCreateKeyFile(config.twoFactorKeyFile);
    keys.set(id, key);
  }
  return key;
}

export function sealSecret(config: Pick<Config, 'twoFactorKey' | 'twoFactorKeyFile'>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(config: Pick<Config, 'twoFactorKey' | 'twoFactorKeyFile'>, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unknown sealed two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
