import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../renderer/format';

/**
 * A past moment by spec §9's relative-time rule ("just now", "12 minutes ago", "yesterday 14:03", ...),
 * with the full date and time on hover. A moment not before `now` (another machine's clock running
 * ahead) is no past time, so it reads as its full date and time instead.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const now = useNow();
  // The app's namespace holds time.justNow, the same words the portal uses.
  const { t, i18n } = useTranslation();
  const full = new Date(iso).toLocaleString(i18n.language.replace('_', '-'));
  let text = full;
  try {
    text = relativeTime(new Date(iso), now, { locale: i18n.language, justNow: t('time.justNow') });
  } catch {
    // relativeTime rejects a moment that is not in the past; the full date and time still says when.
  }
  return (
    <time dateTime={iso} title={full}>
      {text}
    </time>
  );
}

const MINUTE = 60_000;

/** The current time, renewed every minute so "just now" turns into "5 minutes ago" while a panel stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
