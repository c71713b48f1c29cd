export { addBlock } from './add-block';
export { duplicateBlock } from './duplicate-block';
export { moveBlock } from './move-block';
export { removeBlock } from './remove-block';
export { replaceDocument } from './replace-document';
export { hoverBlock, selectBlock } from './select-block';
export { updateProp } from './update-prop';
export type { EditorAction, EditorData, HistoryMode, UiState } from './types';
