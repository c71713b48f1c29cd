import type { RenderContext } from '../../../renderer/context';
import { text } from '../messages';

/**
 * What a class block draws for someone it has nothing for: nothing on the page, and in the designer
 * a note saying whom it is for.
 */
export function ClassBlockHidden({ context, title, audience }: { context: RenderContext; title: string; audience: 'learners' | 'teachers' }) {
  if (context.mode !== 'edit') return null;
  return (
    <section className="class-panel">
      <h2 className="class-panel__title">{title}</h2>
      <p className="class-panel__state">{text(audience === 'learners' ? 'classes.forLearners' : 'classes.forTeachers', context)}</p>
    </section>
  );
}
