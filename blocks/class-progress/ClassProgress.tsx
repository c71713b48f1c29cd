import type { RenderContext } from '../../renderer/context';
import { textOf } from '../_shared/cards/Card';
import { ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { text } from '../_shared/messages';
import type { ProgressData, ProgressItem } from './render';

function Bar({ label, value, context, extra }: { label: string; value: number; context: RenderContext; extra?: string }) {
  return (
    <div className="class-progress">
      <span>{label}{extra && <span className="class-row__meta"> · {extra}</span>}</span>
      <progress max={100} value={value} aria-label={text('progress.of', context, { name: label, percent: value })} />
      <span>{value}%</span>
    </div>
  );
}

function Group({ heading, items, context }: { heading: string; items: ProgressItem[]; context: RenderContext }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="class-row__meta">{heading}</h3>
      {items.map((item) => (
        <Bar key={item.id} label={textOf(item.title, context)} value={item.progress} context={context}
          extra={item.score !== null ? text('progress.score', context, { score: item.score }) : undefined} />
      ))}
    </>
  );
}

/** Progress bars: the total first, then each curriculum and exam. */
export default function ClassProgress({ data, context }: ClassBlockComponentProps<ProgressData>) {
  const title = text('progress.title', context);
  if (data.status === 'success' && !data.value?.value) return <ClassBlockHidden context={context} title={title} audience="learners" />;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-progress-block">
      {(loaded) => {
        const p = loaded!.value!;
        return (
          <>
            <Bar label={text('progress.total', context)} value={p.total} context={context} />
            <p className="class-row__meta">{text('progress.attended', context, { count: p.attended, total: p.sessions })}</p>
            <Group heading={text('progress.curriculum', context)} items={p.curriculum} context={context} />
            <Group heading={text('progress.exam', context)} items={p.exam} context={context} />
          </>
        );
      }}
    </ClassPanel>
  );
}
