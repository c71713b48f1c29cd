import { useState } from 'react';
import { browserGetJson } from '../../renderer/api';
import type { RenderContext } from '../../renderer/context';
import { text } from '../_shared/messages';
import type { HotSearch } from './data';

/** The call that clears the user's search history (a GET in the spec). */
export const clearHistoryPath = (schoolId: string) => `/api/search/v1/search/clear?schoolId=${encodeURIComponent(schoolId)}`;

function Keywords({ words, onSearch }: { words: string[]; onSearch: (k: string) => void }) {
  return (
    <ul className="search-hot__list">
      {words.map((word) => (
        <li key={word}>
          <button type="button" onClick={() => onSearch(word)}>{word}</button>
        </li>
      ))}
    </ul>
  );
}

/** Popular keywords, and a signed-in user's own recent ones with a "clear" action; visitors see no history. */
export function HotSearches({ hot, onSearch, context }: { hot: HotSearch; onSearch: (k: string) => void; context: RenderContext }) {
  const [cleared, setCleared] = useState(false);
  const [failed, setFailed] = useState(false);
  const history = context.user && !cleared ? hot.history : [];
  async function clear() {
    setFailed(false);
    try {
      await browserGetJson(clearHistoryPath(context.schoolId));
      setCleared(true);
    } catch {
      setFailed(true);
    }
  }
  return (
    <div className="search-hot">
      {hot.hot.length > 0 && (
        <section aria-label={text('search.hot', context)}>
          <h3 className="search-hot__title">{text('search.hot', context)}</h3>
          <Keywords words={hot.hot} onSearch={onSearch} />
        </section>
      )}
      {history.length > 0 && (
        <section aria-label={text('search.history', context)}>
          <h3 className="search-hot__title">{text('search.history', context)}</h3>
          <Keywords words={history} onSearch={onSearch} />
          <button type="button" className="search-hot__clear" onClick={() => void clear()}>{text('search.clearHistory', context)}</button>
          {failed && <p role="alert">{text('class.failed', context)}</p>}
        </section>
      )}
    </div>
  );
}
