/**
 * In-page probes, installed before the designer loads.
 *
 * `__timeUntil(code, watch?)` resolves with the ms from the next keydown until the frame that first shows
 * the DOM satisfying `code` (checked after each batch of the mutations `watch` names: by default any) has
 * been drawn: a task posted from that frame's animation
 * callback, at the highest priority, runs once its style, layout and paint are done (editor.ts turns off
 * Chromium's deferral of tasks after input, which would hold it back to the frame after). Time runs from
 * the key event's own time stamp, not from this listener: an editor whose keydown listener runs before it
 * (Puck's harness) has its whole edit counted.
 *
 * `__renders` counts BlockFrame renders through React's DevTools hook, which production builds still call:
 * a BlockFrame is the component fiber right above a `data-block-frame` element, and it rendered in a commit
 * when React flagged it PerformedWork.
 */
export const PROBES = `
(() => {
  window.__renders = 0;
  const PERFORMED_WORK = 1;
  const walk = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (f.tag === 5 && f.memoizedProps && f.memoizedProps['data-block-frame'] !== undefined) {
        const owner = f.return;
        if (owner && (owner.flags & PERFORMED_WORK)) window.__renders++;
      }
      // Children shared with the previous tree bailed out: nothing below rendered.
      if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot(_id, root) { walk(root.current); },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
  window.__timeUntil = (code, watch) => new Promise((resolve) => {
    const check = new Function(code);
    let start = 0;
    let seen = false;
    const painted = () => {
      if (seen) return;
      seen = true;
      observer.disconnect();
      requestAnimationFrame(() => {
        const drawn = () => resolve(performance.now() - start);
        // Ahead of tasks the page queued at normal priority (React's deferred renders): they may run after the frame.
        if (window.scheduler?.postTask) window.scheduler.postTask(drawn, { priority: 'user-blocking' });
        else {
          const channel = new MessageChannel();
          channel.port1.onmessage = drawn;
          channel.port2.postMessage(null);
        }
      });
    };
    // An editor's listener that ran before this one may have drawn the change already.
    addEventListener('keydown', (event) => {
      start = event.timeStamp;
      if (check()) painted();
    }, { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (start && check()) painted();
    });
    observer.observe(document.body, { subtree: true, ...(watch ?? { childList: true, characterData: true, attributes: true }) });
  });
})();
`;
