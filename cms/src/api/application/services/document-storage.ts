import type { Core } from '@strapi/strapi';
import { s3Settings } from '../../../utils/s3-settings';
import { diskStorage } from '../storage/disk-storage';
import { s3Storage } from '../storage/s3-storage';
import type { DocumentBackend } from '../storage/stored-file';

// Applicants' documents' bytes: in the private bucket S3_BUCKET when it is set, else on disk
// (PRIVATE_UPLOADS_DIR). The database row (services/documents) holds what the file is; this only
// writes, reads and removes bytes, the same way on either.
const documentStorage = ({ strapi }: { strapi: Core.Strapi }): DocumentBackend => {
  const settings = s3Settings();
  return settings ? s3Storage(strapi, settings) : diskStorage(strapi);
};

export type DocumentStorageService = ReturnType<typeof documentStorage>;
export default documentStorage;
