import { useEffect, useId, useRef, useState } from 'react';
import type { RenderContext } from '../../renderer/context';
import type { OAuthConsent } from '../../schemas/oauth-scopes';
import { sendJson } from '../../renderer/api';
import { textOf } from '../_shared/cards/Card';
import { formatDateTime } from '../_shared/format';
import { text, type MessageId } from '../_shared/messages';

/**
 * "Applications you allowed": each application the owner let sign them in (its school, what it
 * receives, when), with Revoke behind a confirmation. A revoked application asks again next time.
 */
export function ApplicationsSection({ applications, context }: { applications: OAuthConsent[] | null; context: RenderContext }) {
  const [list, setList] = useState(applications);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'revoked' | 'failed'; app: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  async function revoke(application: OAuthConsent) {
    setBusy(true);
    try {
      await sendJson('DELETE', `/api/personal-center/v1/applications/${encodeURIComponent(application.clientId)}`);
      setList((current) => current?.filter((a) => a.clientId !== application.clientId) ?? null);
      setConfirming(null);
      setOutcome({ kind: 'revoked', app: application.name });
      // The row and its buttons are gone: the section's heading keeps the keyboard in place.
      heading.current?.focus();
    } catch {
      setOutcome({ kind: 'failed', app: application.name });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-apps" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{text('space.apps.title', context)}</h2>
      <p className="space-apps__intro">{text('space.apps.intro', context)}</p>
      {outcome?.kind === 'revoked' && <p role="status">{text('space.apps.revoked', context, { app: outcome.app })}</p>}
      {outcome?.kind === 'failed' && <p role="alert">{text('space.apps.revokeFailed', context)}</p>}
      {list === null ? (
        <p role="alert">{text('common.loadFailed', context)}</p>
      ) : list.length === 0 ? (
        <p className="space-items__empty">{text('space.apps.empty', context)}</p>
      ) : (
        <ul className="space-apps__list">
          {list.map((application) => (
            <ApplicationRow key={application.clientId} application={application} context={context} busy={busy}
              confirming={confirming === application.clientId}
              onAsk={() => { setOutcome(null); setConfirming(application.clientId); }}
              onCancel={() => setConfirming(null)}
              onRevoke={() => void revoke(application)} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RowProps {
  application: OAuthConsent;
  context: RenderContext;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onRevoke: () => void;
}

function ApplicationRow({ application, context, confirming, busy, onAsk, onCancel, onRevoke }: RowProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const app = application.name;
  // The confirmation takes the focus (on its harmless choice); cancelling gives it back to Revoke.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  return (
    <li className="space-apps__item">
      <div className="space-apps__about">
        <h3>{app}</h3>
        <p className="space-apps__by">
          {application.school ? text('space.apps.registeredBy', context, { school: textOf(application.school.name, context) }) : text('space.apps.registeredByPortal', context)}
        </p>
        <p className="space-apps__receives">{text('space.apps.receives', context)}</p>
        <ul className="space-apps__scopes">
          {application.scopes.map((scope) => <li key={scope}>{text(`space.apps.scope.${scope}` as MessageId, context)}</li>)}
        </ul>
        <p className="space-apps__when">
          <time dateTime={application.allowedAt}>{text('space.apps.allowedAt', context, { date: formatDateTime(application.allowedAt, context.locale) })}</time>
        </p>
      </div>
      {confirming ? (
        <div className="space-apps__confirm" role="group" aria-label={text('space.apps.revokeOf', context, { app })}>
          <p>{text('space.apps.confirm', context, { app })}</p>
          <div className="space-apps__buttons">
            <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>{text('space.apps.cancel', context)}</button>
            <button type="button" className="space-apps__danger" onClick={onRevoke} disabled={busy} aria-busy={busy}>{text('space.apps.confirmRevoke', context)}</button>
          </div>
        </div>
      ) : (
        <button type="button" ref={ask} className="space-apps__revoke" onClick={onAsk} aria-label={text('space.apps.revokeOf', context, { app })}>
          {text('space.apps.revoke', context)}
        </button>
      )}
    </li>
  );
}
