import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { Language } from '../../schemas/languages';

/** What every block frame says and shows in the current languages, made once by the canvas for all frames. */
export interface FrameWords {
  /** The UI language, for block labels. */
  language: Language;
  /** The language rich text is edited in on the canvas (the preview language). */
  locale: Language;
  /** The frame's name: "Text, block 3 of 40". */
  frame: (label: string, position: number, count: number) => string;
  /** The drag handle's name: "Move Text". */
  handle: (label: string) => string;
}

// Names repeat (every delete and undo shifts the same positions back and forth); a bound keeps a long session small.
const CACHE_LIMIT = 5000;

/**
 * Frame names for one language. Each is worded once and then reused: a structural edit renames every frame
 * after the edited one, and wording hundreds of names through i18next on every edit is a cost a key press pays.
 * `keep` is false while the language's messages are still downloading: names worded meanwhile are not kept.
 */
export function createFrameWords(t: TFunction, language: Language, locale: Language, keep = true): FrameWords {
  const names = new Map<string, string>();
  const cached = (key: string, word: () => string) => {
    let name = names.get(key);
    if (name === undefined) {
      name = word();
      if (!keep) return name;
      if (names.size >= CACHE_LIMIT) names.clear();
      names.set(key, name);
    }
    return name;
  };
  return {
    language,
    locale,
    frame: (label, position, count) => cached(`f\u0000${label}\u0000${position}\u0000${count}`, () => t('canvas.block', { label, position, count })),
    handle: (label) => cached(`h\u0000${label}`, () => t('canvas.dragHandle', { label })),
  };
}

export const FrameWordsContext = createContext<FrameWords | null>(null);

/** The frame words of the canvas around. */
export function useFrameWords(): FrameWords {
  const words = useContext(FrameWordsContext);
  if (!words) throw new Error('useFrameWords needs the canvas');
  return words;
}
