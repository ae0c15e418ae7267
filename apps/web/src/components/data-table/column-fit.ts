import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type FitMeasure = {
  /** The width the table's box offers (its client width). */
  available: number;
  /** The width the table takes with its current columns (the box's scroll width). */
  needed: number;
  /**
   * Shown columns that may be hidden to make room, the first to go first (see dropOrder). Columns
   * the user chose to show or hide in the column picker are not among them.
   */
  candidates: readonly string[];
};

/** Sub-pixel widths and rounding: a table this much wider than its box still fits. */
const TOLERANCE_PX = 1;

/**
 * One step of fitting a table to its box: while it is wider than its box, the next candidate column
 * is hidden (one per layout pass, as hiding one changes the widths of the others). Returns `dropped`
 * itself when nothing changes: the table fits, or there is nothing left to hide and it scrolls.
 */
export function fitStep(dropped: readonly string[], measure: FitMeasure): readonly string[] {
  if (measure.needed <= measure.available + TOLERANCE_PX) return dropped;
  const next = measure.candidates.find((id) => !dropped.includes(id));
  return next === undefined ? dropped : [...dropped, next];
}

/** Candidate columns in the order they go: the highest priority number first, then right to left. */
export function dropOrder(columns: readonly { id: string; priority?: number }[]): string[] {
  return columns
    .map((column, index) => ({ ...column, index }))
    .filter(
      (column): column is { id: string; priority: number; index: number } => column.priority !== undefined,
    )
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map((column) => column.id);
}

export type ScrollEdges = {
  /** The table is wider than its box. */
  overflows: boolean;
  /** Columns are out of view past the left edge (the box is scrolled). */
  left: boolean;
  /** Columns are out of view past the right edge. */
  right: boolean;
};

const NO_EDGES: ScrollEdges = { overflows: false, left: false, right: false };
const sameEdges = (a: ScrollEdges, b: ScrollEdges) =>
  a.overflows === b.overflows && a.left === b.left && a.right === b.right;
const NONE: readonly string[] = [];

/**
 * Fits a table to its box: secondary columns (`candidates`, the first to go first) are hidden, one
 * per layout pass, while the table is wider than its box. The fit starts again from every column
 * when the box widens, when `resetKey` (the rows) or the candidates change, and once the web fonts
 * are in; each fit runs before the browser paints, so no column flashes in and out. When the box
 * narrows, the fit simply goes on hiding (the page's scrollbar coming and going cannot make it loop).
 * Whatever still does not fit scrolls sideways; `edges` says which sides have columns out of view.
 */
export function useColumnFit(candidates: readonly string[], resetKey: unknown) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [dropped, setDropped] = useState<readonly string[]>(NONE);
  const [edges, setEdges] = useState<ScrollEdges>(NO_EDGES);
  const candidateKey = candidates.join('\n');
  const lastWidth = useRef(0);

  // New rows or another choice of columns: fit again from every column (still before painting).
  const [lastReset, setLastReset] = useState({ resetKey, candidateKey });
  if (lastReset.resetKey !== resetKey || lastReset.candidateKey !== candidateKey) {
    setLastReset({ resetKey, candidateKey });
    setDropped(NONE);
  }

  const measure = useCallback(
    (sync: boolean) => {
      if (!box) return;
      const available = box.clientWidth;
      // No layout (a test DOM, a hidden tab): nothing to fit.
      if (available === 0) return;
      const apply = (update: () => void) => (sync ? flushSync(update) : update());
      if (available > lastWidth.current + TOLERANCE_PX && lastWidth.current > 0) {
        // Wider: the columns hidden before may fit now.
        lastWidth.current = available;
        apply(() => setDropped(NONE));
        return;
      }
      lastWidth.current = available;
      const needed = box.scrollWidth;
      const ids = candidateKey === '' ? [] : candidateKey.split('\n');
      const overflows = needed > available + TOLERANCE_PX;
      const next: ScrollEdges = {
        overflows,
        left: overflows && box.scrollLeft > TOLERANCE_PX,
        right: overflows && box.scrollLeft + available < needed - TOLERANCE_PX,
      };
      apply(() => {
        setDropped((current) => fitStep(current, { available, needed, candidates: ids }));
        setEdges((current) => (sameEdges(current, next) ? current : next));
      });
    },
    [box, candidateKey],
  );

  // After every render: one more step until the table fits.
  useLayoutEffect(() => measure(false));

  useLayoutEffect(() => {
    if (!box) return;
    const onChange = () => measure(true);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onChange);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    box.addEventListener('scroll', onChange, { passive: true });
    // Web fonts change every width: fit again once they are in.
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) setDropped(NONE);
    });
    return () => {
      live = false;
      observer?.disconnect();
      box.removeEventListener('scroll', onChange);
    };
  }, [box, measure]);

  return { boxRef: setBox, dropped, edges };
}
