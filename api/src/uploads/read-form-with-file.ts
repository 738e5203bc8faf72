/**
 * Reads a form that may carry one uploaded file (the project form, the external expense
 * form): multipart as a browser's FormData sends it, or JSON without a file. The file is
 * limited to the upload size of project files; a larger one is a 422 on the file's field.
 */
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '@portal/shared/contract';
import { fieldError } from '../http/errors';
import { FILE_SIZE_MESSAGE } from './project-file-store';

export type UploadedFile = { data: Buffer; name: string };
export type FormWithFile = { fields: Record<string, string>; file: UploadedFile | null };

export async function readFormWithFile(request: FastifyRequest, fileField: string): Promise<FormWithFile> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
      else if (Array.isArray(value)) fields[key] = JSON.stringify(value);
    }
    return { fields, file };
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES } })) {
      if (part.type === 'file') {
        // Unread file streams would stall the request, so every file part is consumed.
        const data = await part.toBuffer();
        // Browsers send an empty part when no file was chosen.
        if (part.fieldname === fileField && data.length > 0) file = { data, name: part.filename || 'file' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(fileField, FILE_SIZE_MESSAGE);
    throw error;
  }
  return { fields, file };
}
