import { useEffect, useState } from 'react';

/**
 * False in the render that mounts the component, true once the browser has painted it: a page
 * shows its words first and only then asks for its heavy code, which would otherwise share a
 * phone's line with the scripts of the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame callback runs just before the paint; a task queued from it runs after
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
