/**
 * Project files (the project form's file field): recognised by their first bytes and the
 * name's extension together (a declared content type proves nothing), at most 10 MB, stored
 * in the file storage's projects folder (expense documents: its expenses folder) with a random
 * name and served back by that name only.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@portal/shared/contract';
import type { FileFolder, FileStorage } from './file-storage';

export const FILE_TYPE_MESSAGE = 'The file must be a PDF, an image, an Office document, a ZIP archive or a text file.';
export const FILE_SIZE_MESSAGE = `The file must not be greater than ${DOCUMENT_MAX_BYTES / 1024} kilobytes.`;

/** Stored names are 32 hex characters and a known extension: nothing else can reach the disk. */
export const PROJECT_FILE_NAME = /^[a-f0-9]{32}\.(pdf|png|jpg|gif|webp|zip|docx|xlsx|pptx|doc|xls|ppt|txt|csv)$/;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const startsWith = (buffer: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? [...bytes].map((c) => c.charCodeAt(0)) : bytes;
  return buffer.length >= offset + expected.length && expected.every((byte, i) => buffer[offset + i] === byte);
};

function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** The stored extension of an accepted file, or null when the content is not an accepted kind. */
export function detectProjectFile(data: Buffer, originalName: string): string | null {
  const declared = path.extname(originalName).slice(1).toLowerCase();
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  // Office Open XML documents are ZIP archives: the extension tells which one.
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return ['docx', 'xlsx', 'pptx'].includes(declared) ? declared : 'zip';
  // Legacy Office documents share the OLE compound file header.
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ['doc', 'xls', 'ppt'].includes(declared) ? declared : null;
  if ((declared === 'txt' || declared === 'csv') && data.length > 0 && isUtf8Text(data)) return declared;
  return null;
}

/** Project files and external expense documents (the same kinds of file, each in a folder of its own). */
export type DocumentFolder = Extract<FileFolder, 'projects' | 'expenses'>;

/** Stores an accepted file (its extension from detectProjectFile) in `folder` under a random name. */
export async function saveStoredFile(files: FileStorage, folder: DocumentFolder, data: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await files.save(folder, name, data, projectFileContentType(name));
  return name;
}

/** Removes an uploaded file; seeded network paths and unknown names are left alone. */
export async function removeStoredFile(files: FileStorage, folder: DocumentFolder, name: string | null): Promise<void> {
  if (!name || !PROJECT_FILE_NAME.test(name)) return;
  await files.remove(folder, name);
}

export function projectFileContentType(name: string): string {
  return CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream';
}

/** Download URL of an uploaded file; null for a network path or no file. */
export function projectFileUrl(publicApiUrl: string, filepath: string | null): string | null {
  return filepath && PROJECT_FILE_NAME.test(filepath) ? `${publicApiUrl}/uploads/projects/${filepath}` : null;
}
