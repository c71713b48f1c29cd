import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, isModuleNotFound } from '../../renderer/chunk-load';
import { StatusMessage } from './StatusMessage';

/** What the user sees when code did not load: a clear message and a reload button; unknown modules say not found. */
function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isModuleNotFound(error)) {
    return <StatusMessage role="alert" title={t('notFound.title')}><p>{t('notFound.body')}</p></StatusMessage>;
  }
  const css = isChunkLoadError(error) && error.kind === 'CSS_CHUNK_LOAD_FAILED';
  return (
    <StatusMessage role="alert" title={t('platform.loadFailure.title')}>
      <div className="load-failure" data-error-kind={isChunkLoadError(error) ? error.kind : 'Error'}>
        <p>{t(css ? 'platform.loadFailure.styles' : 'platform.loadFailure.body')}</p>
        <button type="button" onClick={() => window.location.reload()}>{t('platform.loadFailure.reload')}</button>
      </div>
    </StatusMessage>
  );
}

/** Catches a lazily loaded screen that failed (ChunkLoadError, CSS_CHUNK_LOAD_FAILED, not found) and says so. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <LoadFailure error={this.state.error} /> : this.props.children;
  }
}
