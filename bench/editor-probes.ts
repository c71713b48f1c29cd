/**
 * In-page probes, installed before the designer loads. `__timeUntil(code)` resolves with the ms from
 * the next keydown until the DOM satisfies `code` (checked on every mutation, measured at the next
 * frame, so it includes layout). `__renders` counts BlockFrame renders through React's DevTools hook,
 * which production builds still call: a BlockFrame is the component fiber right above a
 * `data-block-frame` element, and it rendered in a commit when React flagged it PerformedWork.
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
  window.__timeUntil = (code) => new Promise((resolve) => {
    const check = new Function(code);
    let start = 0;
    addEventListener('keydown', () => { start = performance.now(); }, { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (!start || !check()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})();
`;
