import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../renderer/block-definition';
import { Canvas } from './canvas/Canvas';
import { DesignerDnd } from './dnd/DesignerDnd';
import { EDITOR_NS, uiLanguage } from './i18n';
import { Inspector } from './inspector/Inspector';
import { Palette } from './palette/Palette';
import { createSessionCommands } from './session/commands';
import type { LoadedDraft } from './session/load-draft';
import { useLeaveWarning } from './session/use-leave-warning';
import { useLocalBackup } from './session/use-local-backup';
import { ConflictDialog } from './shell/ConflictDialog';
import { RestoreBanner } from './shell/RestoreBanner';
import { SaveProblems } from './shell/SaveProblems';
import { useHistoryShortcuts } from './shell/shortcuts';
import { Toolbar } from './shell/Toolbar';
import { createEditorStore } from './store/editor-store';
import { EditorStoreContext } from './store/StoreContext';
import './designer.css';

interface DesignerProps {
  registry: BlockRegistry;
  draft: LoadedDraft;
  schoolId: string;
  portalPath: string;
}

/** The designer for one loaded draft: toolbar, palette, canvas and inspector around one store. */
export function Designer({ registry, draft, schoolId, portalPath }: DesignerProps) {
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
  useEffect(() => store.subscribe((state, previous) => state.document !== previous.document && commands.recheck()), [store, commands]);
  useLeaveWarning(store);
  useHistoryShortcuts(store);

  return (
    <EditorStoreContext.Provider value={store}>
      <div className="designer">
        <Toolbar commands={commands} />
        <SaveProblems />
        <RestoreBanner registry={registry} />
        <DesignerDnd registry={registry}>
          <div className="designer__body">
            <Palette registry={registry} />
            <Canvas registry={registry} schoolId={schoolId} />
            <Inspector registry={registry} />
          </div>
        </DesignerDnd>
        <ConflictDialog commands={commands} />
      </div>
    </EditorStoreContext.Provider>
  );
}
