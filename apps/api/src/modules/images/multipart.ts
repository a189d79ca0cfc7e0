import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { COMMON_CODES, type MessageCode } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { hasNulByte } from '../../plugins/no-nul-bytes';
import { incomingDir } from '../../plugins/uploads';

export type MultipartForm = {
  /** Text fields; a field sent several times (existingImages) keeps every value. */
  fields: Record<string, string | string[]>;
  /** Each file as sent, in a file of its own (removed once the answer has been sent). */
  files: { field: string; path: string }[];
};

export type UploadMessages = { tooMany: MessageCode; tooLarge: MessageCode };

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

const fileTooLarge = (messages: UploadMessages) =>
  new AppError(413, messages.tooLarge, 'FILE_TOO_LARGE', { image: messages.tooLarge });

/**
 * Reads a whole multipart body within the limits registered for @fastify/multipart
 * (5 files of 5 MB), turning a limit hit into the screen's own message. Files are streamed to
 * disk as they arrive rather than held in memory (five photos are 25 MB); nothing is stored here.
 */
export async function readMultipart(
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, COMMON_CODES.request.notMultipart, 'NOT_MULTIPART');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = path.join(incomingDir(request.server.config.dataDir), randomBytes(16).toString('hex'));
        // Registered before it exists: a body cut short still has its file removed.
        (request.tmpUploads ??= []).push(file);
        const target = createWriteStream(file, { flags: 'wx' });
        await pipeline(part.file, target);
        // At the size limit the file just ends early, marked truncated.
        if (part.file.truncated) throw fileTooLarge(messages);
        if (target.bytesWritten > 0) form.files.push({ field: part.fieldname, path: file });
      } else if (typeof part.value === 'string') {
        const previous = form.fields[part.fieldname];
        form.fields[part.fieldname] =
          previous === undefined
            ? part.value
            : [...(Array.isArray(previous) ? previous : [previous]), part.value];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, 'FST_FILES_LIMIT')) throw badRequest(messages.tooMany, { image: messages.tooMany });
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw fileTooLarge(messages);
    if (hasCode(error, 'FST_PARTS_LIMIT') || hasCode(error, 'FST_FIELDS_LIMIT')) {
      throw new AppError(413, COMMON_CODES.request.tooManyFields, 'PAYLOAD_TOO_LARGE');
    }
    // Anything else here is the body itself: no boundary, a boundary busboy cannot use, a body cut
    // short or a broken part header. The parser throws plain Errors for these, so name them here.
    throw new AppError(400, COMMON_CODES.request.formUnreadable, 'INVALID_MULTIPART');
  }
  if (hasNulByte(form.fields)) throw badRequest(COMMON_CODES.request.controlCharacters);
  return form;
}

export function fieldValues(form: MultipartForm, name: string): string[] {
  const value = form.fields[name] ?? form.fields[`${name}[]`];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
