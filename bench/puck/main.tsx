// The same 500-block page in Puck's editor (three simple components), for `npm run bench:editor`. The
// page receives its data from `window.__benchData`; keys pressed on the page run Puck's own actions
// on the top-level section the designer benchmark edits: Ctrl+D duplicates it, Alt+ArrowDown moves it
// down one place, Delete removes it.
import { Puck, useGetPuck, type Config, type Data } from '@puckeditor/core';
import '@puckeditor/core/puck.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

type Props = {
  Section: { items: unknown; top?: boolean };
  Text: { text: string };
  Heading: { title: string };
};

const config: Config<Props> = {
  components: {
    Section: {
      fields: { items: { type: 'slot' } },
      defaultProps: { items: [] },
      render: ({ items: Items, top, id }: { items: (props: object) => ReactNode; top?: boolean; id: string }) => (
        <section data-bench-block="section" data-bench-id={id} data-bench-top={top ? '' : undefined} style={{ padding: 4, border: '1px dashed #ccc' }}>
          <Items />
        </section>
      ),
    } as unknown as Config<Props>['components']['Section'],
    Text: {
      fields: { text: { type: 'text', label: 'Text' } },
      defaultProps: { text: 'Text' },
      render: ({ text, id }: { text: string; id: string }) => (
        <p data-bench-block="text" data-bench-id={id}>
          {text}
        </p>
      ),
    } as unknown as Config<Props>['components']['Text'],
    Heading: {
      fields: { title: { type: 'text', label: 'Title' } },
      defaultProps: { title: 'Heading' },
      render: ({ title }: { title: string }) => <h2 data-bench-block="heading">{title}</h2>,
    },
  },
};

const ROOT_ZONE = 'root:default-zone';

/** Puck's API on the window, and the benchmark's keys. */
function Controls({ children }: { children: ReactNode }) {
  const getPuck = useGetPuck();
  useEffect(() => {
    (window as unknown as { __getPuck: typeof getPuck }).__getPuck = getPuck;
    const onKey = (event: KeyboardEvent) => {
      const { dispatch, appState } = getPuck();
      const content = appState.data.content;
      const index = Number((window as unknown as { __benchIndex?: number }).__benchIndex ?? 0);
      if (event.ctrlKey && event.key === 'd') {
        dispatch({ type: 'duplicate', sourceIndex: index, sourceZone: ROOT_ZONE });
      } else if (event.altKey && event.key === 'ArrowDown' && index + 1 < content.length) {
        dispatch({ type: 'reorder', sourceIndex: index, destinationIndex: index + 1, destinationZone: ROOT_ZONE });
        (window as unknown as { __benchIndex: number }).__benchIndex = index + 1;
      } else if (event.key === 'Delete' && !(event.target instanceof HTMLInputElement)) {
        dispatch({ type: 'remove', index, zone: ROOT_ZONE });
      } else {
        return;
      }
      // Puck's own shortcuts (it deletes the selected block too) must not act on the same key.
      event.preventDefault();
      event.stopPropagation();
    };
    // Capture: Puck's own key handling must not swallow the benchmark's keys.
    addEventListener('keydown', onKey, true);
    return () => removeEventListener('keydown', onKey, true);
  }, [getPuck]);
  return <>{children}</>;
}

const data = (window as unknown as { __benchData: Data }).__benchData;
createRoot(document.getElementById('root')!).render(
  <Puck config={config as unknown as Config} data={data} iframe={{ enabled: false }} overrides={{ headerActions: ({ children }) => <Controls>{children}</Controls> }} />,
);
