import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { BlockRegistry } from '../renderer/block-definition';
import { Canvas } from './canvas/Canvas';
import { CommandContextValue } from './commands/CommandProvider';
import { DesignerDnd } from './dnd/DesignerDnd';
import { EDITOR_NS, uiLanguage } from './i18n';
import { Inspector } from './inspector/Inspector';
import { createSessionCommands } from './session/commands';
import type { LoadedDraft } from './session/load-draft';
import { useLeaveWarning } from './session/use-leave-warning';
import { useAutosave } from './session/autosave';
import { clipboardStorage } from './session/clipboard';
import { useLocalBackup } from './session/use-local-backup';
import { Announcer } from './shell/Announcer';
import { ConflictDialog } from './shell/ConflictDialog';
import { FeedbackInboxDialog } from './feedback-inbox/FeedbackInbox';
import { FooterSettingsDialog } from './footer-settings/FooterSettings';
import { HistoryPanel } from './shell/HistoryPanel';
import { LeftPanel } from './shell/LeftPanel';
import { ReleaseDialog } from './shell/ReleaseDialog';
import { RestoreBanner } from './shell/RestoreBanner';
import { ShortcutList } from './shell/ShortcutList';
import { ToolPanel } from './shell/ToolPanel';
import { TOOLS, type ToolName } from './shell/tools';
import { SaveProblems } from './shell/SaveProblems';
import { useCommandShortcuts } from './shell/shortcuts';
import { Toolbar } from './shell/Toolbar';
import { Tour } from './shell/Tour';
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
  const { t, i18n } = useTranslation(EDITOR_NS);
  const [tool, setTool] = useState<ToolName | null>(null);
  const [releasing, setReleasing] = useState(false);
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
  const conflict = useStore(store, (s) => s.session.conflict);
  // History, versions and shortcuts open above the inspector in its column; footer settings and the inbox are dialogs.
  const panel = TOOLS.find((entry) => entry.name === tool && (tool === 'history' || tool === 'versions' || tool === 'shortcuts'));

  return (
    <EditorStoreContext.Provider value={store}>
      <CommandContextValue.Provider value={commandContext}>
      <div className="designer">
        <Toolbar commands={commands} onSwitchPage={onSwitchPage} onTool={setTool} onRelease={() => setReleasing(true)} />
        <SaveProblems />
        <RestoreBanner registry={registry} />
        <DesignerDnd registry={registry}>
          <div className="designer__body">
            <LeftPanel registry={registry} commands={commands} onSwitchPage={onSwitchPage} />
            <Canvas registry={registry} schoolId={schoolId} />
            <div className="designer__right" data-tour="inspector">
              {panel && (
                <ToolPanel title={t(panel.label)} onClose={() => setTool(null)}>
                  {panel.name === 'history' && <HistoryPanel />}
                  {panel.name === 'versions' && <VersionsPanel commands={commands} registry={registry} />}
                  {panel.name === 'shortcuts' && <ShortcutList />}
                </ToolPanel>
              )}
              <Inspector registry={registry} />
            </div>
          </div>
        </DesignerDnd>
        {tool === 'footer' && <FooterSettingsDialog onClose={() => setTool(null)} />}
        {tool === 'feedback' && <FeedbackInboxDialog onClose={() => setTool(null)} />}
        {releasing && !conflict && <ReleaseDialog commands={commands} registry={registry} onClose={() => setReleasing(false)} />}
        <ConflictDialog commands={commands} />
        <Tour />
        <Announcer />
      </div>
      </CommandContextValue.Provider>
    </EditorStoreContext.Provider>
  );
}
