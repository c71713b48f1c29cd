import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { EDITOR_NS } from '../i18n';
import { Outline } from '../outline/Outline';
import { Palette } from '../palette/Palette';
import type { SessionCommands } from '../session/commands';
import { Tabs } from '../ui/Tabs';
import { NavigationPanel } from './NavigationPanel';
import { PageAdmin } from './PageAdmin';

type LeftTab = 'blocks' | 'outline' | 'pages';

// The tab stays chosen while the designer opens another page (a new designer each time) in this tab of the browser.
let lastTab: LeftTab = 'blocks';

/** The left panel: Blocks (the palette, with search), Outline, and Pages and navigation, as tabs. */
export function LeftPanel({ registry, commands, onSwitchPage }: { registry: BlockRegistry; commands: SessionCommands; onSwitchPage?: (pageId: string | null) => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const [tab, setTab] = useState<LeftTab>(() => lastTab);
  const choose = (next: LeftTab) => {
    lastTab = next;
    setTab(next);
  };
  const tabs = [
    { key: 'blocks' as const, label: t('palette.label'), icon: 'box' },
    { key: 'outline' as const, label: t('outline.label'), icon: 'list-tree' },
    { key: 'pages' as const, label: t('pages.tab'), icon: 'file-text' },
  ];
  return (
    <div className="designer__side" data-tour="left">
      <Tabs tabs={tabs} current={tab} onChange={choose} label={t('panels.left')}>
        {tab === 'blocks' && <Palette registry={registry} />}
        {tab === 'outline' && <Outline registry={registry} />}
        {tab === 'pages' && (
          <div className="designer-pages-tab">
            {onSwitchPage && <PageAdmin commands={commands} onSwitch={onSwitchPage} registry={registry} />}
            <NavigationPanel />
          </div>
        )}
      </Tabs>
    </div>
  );
}
