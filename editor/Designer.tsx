import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../renderer/block-definition';
import { Canvas } from './canvas/Canvas';
import { CommandContextValue } from './commands/CommandProvider';
import { DesignerDnd } from './dnd/DesignerDnd';
import { EDITOR_NS, uiLanguage } from './i18n';
import { Inspector } from './inspector/Inspector';
import { Outline } from './outline/Outline';
import { Palette } from './palette/Palette';
import { createSessionCommands } from './session/commands';
import type { LoadedDraft } from './session/load-draft';
import { useLeaveWarning } from './session/use-leave-warning';
import { useAutosave } from './session/autosave';
import { clipboardStorage } from './session/clipboard';
import { useLocalBackup } from './session/use-local-backup';
import { Announcer } from './shell/Announcer';
import { ConflictDialog } from './shell/ConflictDialog';
import { HistoryPanel } from './shell/HistoryPanel';
import { NavigationPanel } from './shell/NavigationPanel';
import { RestoreBanner } from './shell/RestoreBanner';
import { SaveProblems } from './shell/SaveProblems';
import { useCommandShortcuts } from './shell/shortcuts';
import { Toolbar } from './shell/Toolbar';
import { VersionsPanel } from './shell/VersionsPanel';
import { createEditorStore } from './store/editor-store';
import { EditorStoreContext } from './store/StoreContext';
import './designer.css';

interface DesignerProps {
  registry: BlockRegistry;
  draft: LoadedDraft;
  schoolId: string;
  portalPath: string;
  /** Opens another page of the school (null: the home page). */
  onSwitchPage?: (pageId: string | null) => void;
}

/** The designer for one loaded draft: toolbar, palette, canvas and inspector around one store. */
export function Designer({ registry, draft, schoolId, portalPath, onSwitchPage }: DesignerProps) {
  const { i18n } = useTranslation(EDITOR_NS);
  const [store] = useState(() => {
    const created = createEditorStore(registry, { schoolId, portalPath });
    created.getState().load(draft.document, { pageId: draft.pageId, pageName: draft.pageName, revision: draft.revision });
    return created;
  });
  const commands = useMemo(
    () => createSessionCommands(store, { registry, language: () => uiLanguage(i18n.language), t: () => i18n.getFixedT(null, EDITOR_NS) }),
    [store, registry, i18n],
  );
  useLocalBackup(store);
  useAutosave(store, commands.autosave);
  useEffect(() => store.subscribe((state, previous) => state.document !== previous.document && commands.recheck()), [store, commands]);
  useLeaveWarning(store);
  const commandContext = useMemo(() => ({ store, schoolId, storage: clipboardStorage() }), [store, schoolId]);
  useCommandShortcuts(commandContext);

  return (
    <EditorStoreContext.Provider value={store}>
      <CommandContextValue.Provider value={commandContext}>
      <div className="designer">
        <Toolbar commands={commands} onSwitchPage={onSwitchPage} />
        <SaveProblems />
        <RestoreBanner registry={registry} />
        <DesignerDnd registry={registry}>
          <div className="designer__body">
            <div className="designer__side">
              <Palette registry={registry} />
              <Outline registry={registry} />
              <HistoryPanel />
              <VersionsPanel commands={commands} />
              <NavigationPanel />
            </div>
            <Canvas registry={registry} schoolId={schoolId} />
            <Inspector registry={registry} />
          </div>
        </DesignerDnd>
        <ConflictDialog commands={commands} />
        <Announcer />
      </div>
      </CommandContextValue.Provider>
    </EditorStoreContext.Provider>
  );
}
