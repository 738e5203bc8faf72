/**
 * Avatar files: checked by their first bytes (the declared type proves nothing), stored
 * in the file storage's avatars folder with a random name, and served back by that name only.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileStorage } from './file-storage';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type ImageKind = { ext: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

const KINDS: Record<ImageKind['ext'], ImageKind> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  gif: { ext: 'gif', contentType: 'image/gif' },
};

/** Stored names are 32 hex characters and a known extension: nothing else can reach the disk. */
export const AVATAR_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImage(buffer: Buffer): ImageKind | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return KINDS.jpg;
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return KINDS.gif;
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return KINDS.webp;
  return null;
}

export function contentTypeOf(fileName: string): string {
  const ext = path.extname(fileName).slice(1) as ImageKind['ext'];
  return KINDS[ext]?.contentType ?? 'application/octet-stream';
}

export async function saveAvatar(files: FileStorage, data: Buffer, kind: ImageKind): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await files.save('avatars', name, data, kind.contentType);
  return name;
}

export async function removeAvatar(files: FileStorage, name: string | null): Promise<void> {
  if (!name || !AVATAR_FILE_NAME.test(name)) return;
  await files.remove('avatars', name);
}

/** Seeded users may carry a full URL; uploaded avatars are file names served by this API. */
export function avatarUrl(publicApiUrl: string, avatar: string | null): string | null {
  if (!avatar) return null;
  if (/^https?:\/\//.test(avatar)) return avatar;
  return `${publicApiUrl}/uploads/avatars/${encodeURIComponent(avatar)}`;
}
