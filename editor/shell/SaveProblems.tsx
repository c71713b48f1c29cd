import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { useEditor } from '../store/StoreContext';

/** Why the last save or release did not happen: the problems to fix, or the failure. */
export function SaveProblems() {
  const { t } = useTranslation(EDITOR_NS);
  const problems = useEditor((s) => s.session.problems);
  const fromServer = useEditor((s) => s.session.serverErrors.length > 0);
  const failure = useEditor((s) => s.session.failure);
  if (!problems.length && !failure) return null;
  return (
    <div className="designer-problems" role="alert">
      {failure && <p>{failure}</p>}
      {problems.length > 0 && (
        <>
          <p>{fromServer ? t('save.serverProblems') : t('save.problems')}</p>
          <ul>
            {problems.map((problem, i) => (
              <li key={`${problem.pointer}-${i}`} data-pointer={problem.pointer}>
                {problem.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
