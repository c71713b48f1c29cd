import { useState } from 'react';
import { ApiError, sendJson } from '../../../renderer/api';
import type { RenderContext } from '../../../renderer/context';
import { text } from '../messages';
import { loginHref } from '../page-context';
import './person-list.css';

/** Follow / unfollow (a member or a school) at `path`: POST follows, DELETE stops; visitors get a login link. */
export function FollowButton({ path, following, onChange, context, name }: {
  path: string;
  following: boolean;
  onChange: (answer: { following: boolean; fanCount: number }) => void;
  context: RenderContext;
  name: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!context.user) return <a className="follow-button" href={loginHref(context)}>{text('people.loginToFollow', context)}</a>;
  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      onChange(await sendJson<{ following: boolean; fanCount: number }>(following ? 'DELETE' : 'POST', path));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) window.location.assign(loginHref(context));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="follow-button__wrap">
      <button type="button" className="follow-button" aria-pressed={following} disabled={busy} aria-busy={busy}
        aria-label={text(following ? 'people.unfollowName' : 'people.followName', context, { name })} onClick={() => void toggle()}>
        {text(following ? 'people.unfollow' : 'people.follow', context)}
      </button>
      {failed && <span role="alert">{text('people.followFailed', context)}</span>}
    </span>
  );
}
