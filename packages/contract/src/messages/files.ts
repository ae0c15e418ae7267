import { localized } from '../i18n/localized.ts';
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_WINDOW_MINUTES } from '../constants.ts';

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const filesMessages = localized('files', {
  missing: 'Please choose a file to upload.',
  tooLarge: (limitBytes: number) => `The file is too large. The limit is ${megabytes(limitBytes)} MB.`,
  badType: 'Only JPEG, PNG or WebP images and PDF files can be uploaded.',
  notYourFile: 'Please upload the file again: this file cannot be used here.',
  mustBeImage: 'This must be an image (JPEG, PNG or WebP).',
  mustBeImageOrPdf: 'This must be an image (JPEG, PNG or WebP) or a PDF.',
  uploadFailed: 'File upload failed. Please try again.',
  quotaExceeded: `Upload limit reached: at most ${UPLOAD_QUOTA_FILES} files and ${megabytes(UPLOAD_QUOTA_BYTES)} MB per ${UPLOAD_QUOTA_WINDOW_MINUTES} minutes. Please try again later.`,
  notAllowed: 'Only listeners (for their profile) and admins can upload files.',
} as const);
