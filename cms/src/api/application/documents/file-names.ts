import path from 'node:path';
import type { DetectedFileType } from '@bursary/domain/files';

const NAME_MAX_LENGTH = 150;

const EXTENSIONS: Record<DetectedFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

// The name a person gave the file, made safe to show and to send back in Content-Disposition:
// no folders, no control or invisible formatting characters, no quotes, a sane length.
export const safeFileName = (raw: unknown): string => {
  const base = String(raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'document';
  const characters = [...clean];
  if (characters.length <= NAME_MAX_LENGTH) return clean;
  const extension = path.extname(clean).length <= 10 ? path.extname(clean) : '';
  return `${characters.slice(0, NAME_MAX_LENGTH - extension.length).join('').trimEnd()}${extension}`;
};

// A download keeps the stored name but always ends in the extension of what the file really is,
// so "cv.pdf.exe" holding a PDF is saved as "cv.pdf.exe.pdf".
export const downloadName = (name: string, mime: string) => {
  const extensions = EXTENSIONS[mime as DetectedFileType];
  if (!extensions || extensions.includes(path.extname(name).toLowerCase())) return name;
  return `${name}${extensions[0]}`;
};
