import type { ReferenceLists } from '@bursary/domain/api-types';
import { api } from './api';
import { db } from './database';
import { generateApplicationsInto, type GenerateOptions, type GeneratedApplications } from './fake-applications';

export type { GenerateOptions, GeneratedApplications };

// The fake applications of fake-applications.ts, written into this run's database with the lists
// the running cms serves.
export const generateApplications = async (count: number, options: GenerateOptions = {}): Promise<GeneratedApplications> => {
  const { body: lists } = (await api().get('/api/reference-lists').expect(200)) as { body: ReferenceLists };
  return generateApplicationsInto(db(), lists, count, options);
};
