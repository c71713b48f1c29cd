import type { BlockComponentProps } from '../../renderer/block-definition';
import { textOf } from '../_shared/cards/Card';
import { useClassRefresh } from '../_shared/class/api';
import { ClassNote, ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockProps } from '../_shared/class/schema';
import { SignInRow } from '../_shared/class/SignInRow';
import { text } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';
import type { CheckView } from './render';

/** Sign in to one session: the class, the session, and the learner's sign-in with proof photos. */
export default function ClassCheckIn({ data, context }: BlockComponentProps<ClassBlockProps, CheckView | null>) {
  const refresh = useClassRefresh();
  return (
    <ClassPanel title={text('check.title', context)} data={data} context={context} className="class-check-in">
      {(check) => {
        if (!check) return <ClassNote id="check.none" context={context} />;
        const classPath = `/classInfo/${context.schoolId}/class-view/${check.session.classId}`;
        return (
          <>
            <p><a href={classPath}>{textOf(check.className, context)}</a></p>
            {check.item ? (
              <ul><SignInRow item={check.item} classId={check.session.classId} context={context} onChanged={() => void refresh()} /></ul>
            ) : (
              <>
                <p><strong>{textOf(check.session.title, context)}</strong></p>
                {!context.user ? <p><a className="class-button" href={loginHref(context)}>{text('check.login', context)}</a></p>
                  : <ClassNote id={check.canManage ? 'check.forLearners' : 'check.enrolFirst'} context={context} />}
              </>
            )}
          </>
        );
      }}
    </ClassPanel>
  );
}
