import type { TFunction } from 'i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { createDocumentValidator, type DocumentError, type DocumentValidator } from '../../renderer/validate';
import { ApiError, designerApi, sendJson } from '../api';
import type { Language } from '../../schemas/languages';
import { isDirty, type EditorStore } from '../store/editor-store';
import { localizeErrors } from '../inspector/error-messages';
import { describeProblem } from './describe-problems';
import { fetchDraft } from './load-draft';
import { backupKey, clearBackup, writeBackup } from './local-backup';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';

/** What the toolbar and the conflict dialog can ask of the server. */
export interface SessionCommands {
  /** Validates and saves the draft; resolves true when the server confirmed it. */
  save: () => Promise<boolean>;
  /** Saves first when there are unsaved changes, then releases the draft as a new version with an optional note; true when released. */
  release: (note?: string) => Promise<boolean>;
  /** Conflict: drop local changes and load the server's draft. */
  reload: () => Promise<void>;
  /** Conflict: take the server's current revision and save the local document over it. */
  overwrite: () => Promise<boolean>;
  /** Saves without a word when the document is valid (the inspector already marks invalid fields). */
  autosave: () => Promise<boolean>;
  /** Re-checks the problems that refused a save, so fixed ones leave the list as the user fixes them. */
  recheck: () => void;
}

interface Options {
  registry: BlockRegistry;
  language: () => Language;
  t: () => TFunction;
}


/** Builds the save, release and conflict commands for one designer store. */
export function createSessionCommands(store: EditorStore, { registry, language, t }: Options): SessionCommands {
  // Compiling every block schema takes a while; it happens on the first check, not while the designer opens.
  let compiled: DocumentValidator | null = null;
  const validate = (document: unknown) => (compiled ??= createDocumentValidator(registry))(document);
  const session = () => store.getState().session;
  const set = store.getState().setSession;
  const key = () => backupKey(session().schoolId, session().pageId);
  // Messages in the UI language, labels as the inspector shows them.
  const describe = (errors: DocumentError[]) =>
    localizeErrors(errors, t()).map((e) =>
      describeProblem(store.getState().document, e, registry, language(), t()('save.page'), (label, position) => t()('inspector.array.item', { label, position })),
    );

  let inflight: Promise<boolean> | null = null;

  /** One save at a time: a save asked for during another waits for it, then saves what changed since. */
  async function save(): Promise<boolean> {
    if (inflight) {
      // Read through a function: another save may have started while this one waited.
      const running = () => inflight;
      while (running()) await running();
      if (!isDirty(store.getState())) return true;
    }
    inflight = saveNow();
    try {
      return await inflight;
    } finally {
      inflight = null;
    }
  }

  async function autosave(): Promise<boolean> {
    const valid = validate(store.getState().document).ok;
    set({ autosaveBlocked: !valid });
    return valid ? save() : false;
  }

  async function saveNow(): Promise<boolean> {
    const document = store.getState().document;
    const checked = validate(document);
    if (!checked.ok) {
      set({ problems: describe(checked.errors), serverErrors: [], failure: null });
      return false;
    }
    set({ saving: true, problems: [], serverErrors: [], failure: null, released: null, autosaveBlocked: false });
    try {
      const { pageId, revision, schoolId } = session();
      const result = await sendJson<{ revision: number }>('POST', designerApi.savePath(schoolId), { pageId, revision, document });
      set({ saving: false, revision: result.revision, savedDocument: document, conflict: false });
      const state = store.getState();
      if (isDirty(state)) writeBackup(key(), { revision: result.revision, savedAt: new Date().toISOString(), document: state.document });
      else clearBackup(key());
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) set({ saving: false, conflict: true });
      else if (error instanceof ApiError && error.status === 400 && error.details.length) {
        set({ saving: false, serverErrors: error.details as DocumentError[], problems: describe(error.details as DocumentError[]) });
      } else set({ saving: false, failure: t()('save.failed', { message: apiErrorText(error, t()) }) });
      return false;
    }
  }

  async function release(note?: string): Promise<boolean> {
    if (session().releasing) return false;
    if (isDirty(store.getState()) && !(await save())) return false;
    set({ releasing: true, failure: null, released: null });
    try {
      const { pageId, revision, schoolId } = session();
      const body = note?.trim() ? { revision, note: note.trim() } : { revision };
      const result = await sendJson<{ version: number; releasedAt: string }>('PUT', designerApi.releasePath(schoolId, pageId), body);
      set({ releasing: false, released: result });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) set({ releasing: false, conflict: true });
      else set({ releasing: false, failure: t()('save.releaseFailed', { message: apiErrorText(error, t()) }) });
      return false;
    }
  }

  async function reload(): Promise<void> {
    try {
      const draft = await fetchDraft(session().schoolId, session().pageId, registry);
      store.getState().load(draft.document, { revision: draft.revision, conflict: false, problems: [], serverErrors: [], failure: null });
      clearBackup(key());
    } catch (error) {
      set({ failure: t()('save.failed', { message: apiErrorText(error, t()) }) });
    }
  }

  async function overwrite(): Promise<boolean> {
    try {
      const draft = await fetchDraft(session().schoolId, session().pageId, registry);
      set({ revision: draft.revision, conflict: false });
    } catch (error) {
      set({ failure: t()('save.failed', { message: apiErrorText(error, t()) }) });
      return false;
    }
    return save();
  }

  function recheck(): void {
    if (!session().problems.length || session().serverErrors.length) return;
    const checked = validate(store.getState().document);
    set({ problems: checked.ok ? [] : describe(checked.errors) });
  }

  return { save, autosave, release, reload, overwrite, recheck };
}
