import { useEffect, useState } from 'react';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { text } from '../_shared/messages';
import { CLOSED_KEY, fetchBulletin, shouldShowBulletin, type BulletinConfig } from './bulletin-rules';
import type { BulletinProps } from './schema';
import './bulletin.css';

/** The school bulletin, read from its JSON URL in the browser; closing it hides it until a bulletin with a new id. */
export default function Bulletin({ props, context }: BlockComponentProps<BulletinProps>) {
  const [bulletin, setBulletin] = useState<BulletinConfig | null>(null);
  const [closedId, setClosedId] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (context.mode === 'edit' || !props.configUrl) return;
    let live = true;
    void fetchBulletin(props.configUrl).then((b) => {
      if (!live) return;
      setClosedId(localStorage.getItem(CLOSED_KEY));
      setNow(Date.now());
      setBulletin(b);
    });
    return () => { live = false; };
  }, [props.configUrl, context.mode]);

  if (context.mode === 'edit') {
    return <div className="bulletin bulletin--placeholder" role="note">{text('bulletin.placeholder', context)}</div>;
  }
  if (!bulletin || !shouldShowBulletin(bulletin, now, closedId)) return null;
  const close = () => {
    localStorage.setItem(CLOSED_KEY, String(bulletin.id));
    setClosedId(String(bulletin.id));
  };
  return (
    <div className="bulletin" role="region" aria-label={text('bulletin.label', context)}>
      <p className="bulletin__content">{bulletin.content}</p>
      <button type="button" className="bulletin__close" onClick={close} aria-label={text('bulletin.close', context)}>×</button>
    </div>
  );
}
