import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from './editor-store';

export const EditorStoreContext = createContext<EditorStore | null>(null);

/** The designer store of the nearest provider. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore needs an EditorStoreContext provider');
  return store;
}

/** Subscribes to a slice of the designer state. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}
