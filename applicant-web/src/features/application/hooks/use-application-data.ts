import type { PortalContent, ReferenceLists, Session } from '@bursary/domain/api-types';
import { APPLICANT_DOCUMENTS } from '@bursary/domain/options/document-kinds';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import {
  refreshApplicationDocuments,
  useApplicationDocuments,
  type ApplicationDocuments,
} from '../api/get-application-documents';
import { forgetApplicationSummary } from '../api/get-application-summary';
import { useMyApplication, type MyApplication } from '../api/get-my-application';
import { usePreviousApplication, type PreviousApplication } from '../api/get-previous-application';
import { useReferenceLists } from '@bursary/web-ui/api/reference-lists';
import { furthestSaved, type Progress } from '../steps';
import { isWaiting, useKeptSaves, type KeptSave } from '../offline/kept-saves';

export type ApplicationData = {
  session: Session;
  content: PortalContent;
  lists: ReferenceLists;
  mine: MyApplication;
  /** A returning applicant's last application, when there is one. */
  previous: PreviousApplication | null;
  documents: ApplicationDocuments | null;
  progress: Progress;
  /** Saves kept on this phone (not yet sent, or refused when sent), in the order they are sent. */
  kept: KeptSave[];
  /** Reloads what the steps start from, after a save or an upload (with the id of an application just created). */
  refresh: (applicationId?: number) => Promise<void>;
};

type ApplicationDataState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'ready'; data: ApplicationData };

const hasAllDocuments = (documents: ApplicationDocuments | undefined) =>
  APPLICANT_DOCUMENTS.every(({ field }) =>
    documents?.documents.some((document) => document.field === field && document.files.length > 0),
  );

/** Everything both flows start from: the portal's settings and texts, the option lists and the saved application. */
export function useApplicationData(session: Session): ApplicationDataState {
  const content = usePortalContent();
  const lists = useReferenceLists();
  const mine = useMyApplication();
  // A missing previous application (404) only means there is nothing to preload.
  const previous = usePreviousApplication(session.user, session.previous_year);
  const applicationId = mine.data?.application_id ?? null;
  const documents = useApplicationDocuments(applicationId);
  const kept = useKeptSaves(session.user);

  const required = [content, lists, mine, ...(applicationId ? [documents] : [])];
  const failed = required.find((source) => source.error && !source.data);
  if (failed) {
    return {
      status: 'failed',
      message: (failed.error as Error).message,
      retry: () => required.forEach((source) => source.mutate()),
    };
  }
  if (!content.data || !lists.data || !mine.data || (applicationId && !documents.data) || previous.isLoading) {
    return { status: 'loading' };
  }

  return {
    status: 'ready',
    data: {
      session,
      content: content.data,
      lists: lists.data,
      mine: mine.data,
      previous: previous.data ?? null,
      documents: documents.data ?? null,
      // A step kept on this phone because the network was gone counts as saved (the flow goes on) until the server
      // refuses it. One merely on its way does not: the step stays on screen to show the server's answer.
      progress: {
        lastSaved: furthestSaved(mine.data.last_saved_step, kept.filter(isWaiting).map((save) => save.step)),
        hasApplication: applicationId !== null || kept.some((save) => save.step === 'university' && isWaiting(save)),
        hasAllDocuments: hasAllDocuments(documents.data),
      },
      kept,
      // A new application's documents first: its id must find its list already loaded, or the page would blink.
      refresh: async (createdApplicationId?: number) => {
        if (createdApplicationId && createdApplicationId !== applicationId) {
          await refreshApplicationDocuments(createdApplicationId);
        }
        const id = createdApplicationId ?? applicationId;
        if (id) await forgetApplicationSummary(id);
        await mine.mutate();
      },
    },
  };
}
