import { useCallback, useEffect, useRef, useState } from 'react';
import { constants } from '../../app/rules';
import { initialWheelState, wheelStep } from './wheel';

const NEXT_KEYS = new Set(['ArrowDown', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'PageUp']);

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Section-by-section scrolling for the landing page: keys and wheel turn sections. */
export function useSectionPagination(count: number) {
  const [index, setIndex] = useState(0);
  const sections = useRef<(HTMLElement | null)[]>([]);
  const container = useRef<HTMLDivElement | null>(null);
  const wheel = useRef(initialWheelState);
  const lockedUntil = useRef(0);
  const indexRef = useRef(0);

  const goTo = useCallback(
    (target: number) => {
      const clamped = Math.min(Math.max(target, 0), count - 1);
      if (clamped === indexRef.current) return;
      indexRef.current = clamped;
      setIndex(clamped);
      lockedUntil.current = performance.now() + constants.wheel.sectionTransitionMs;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      sections.current[clamped]?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    },
    [count],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (NEXT_KEYS.has(event.key)) {
        event.preventDefault();
        goTo(indexRef.current + 1);
      } else if (PREVIOUS_KEYS.has(event.key)) {
        event.preventDefault();
        goTo(indexRef.current - 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch zoom
      event.preventDefault();
      const { state, direction } = wheelStep(wheel.current, event.deltaY, event.timeStamp || performance.now(), constants.wheel);
      wheel.current = state;
      if (!direction || performance.now() < lockedUntil.current) return;
      goTo(indexRef.current + (direction === 'next' ? 1 : -1));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [goTo]);

  // Keep the index right when the user scrolls another way (scroll bar, Tab into a section).
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || performance.now() < lockedUntil.current) continue;
          const found = sections.current.indexOf(entry.target as HTMLElement);
          if (found >= 0) {
            indexRef.current = found;
            setIndex(found);
          }
        }
      },
      { threshold: 0.6 },
    );
    for (const section of sections.current) if (section) observer.observe(section);
    return () => observer.disconnect();
  }, [count]);

  const sectionRef = useCallback(
    (position: number) => (element: HTMLElement | null) => {
      sections.current[position] = element;
    },
    [],
  );

  return { index, goTo, sectionRef, containerRef: container };
}
