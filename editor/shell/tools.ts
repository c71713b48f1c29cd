/** The designer's secondary tools, reached from the top bar's tools menu. */
export const TOOLS = [
  { name: 'history', label: 'history.label', icon: 'history' },
  { name: 'versions', label: 'versions.label', icon: 'layers' },
  { name: 'shortcuts', label: 'shortcuts.title', icon: 'keyboard' },
  { name: 'footer', label: 'tools.footer', icon: 'panel-bottom' },
  { name: 'feedback', label: 'tools.feedback', icon: 'inbox' },
] as const;

export type ToolName = (typeof TOOLS)[number]['name'];
