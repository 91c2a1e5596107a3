import { mountApp } from '../../../src/web/app/mount';

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Keeps the main thread for `ms`, as a page of many Chakra parts does on a phone; the third queues another task. */
function Busy({ id, ms, log }: { id: number; ms: number; log: string[] }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
  if (id === 2 && !log.includes('queued')) {
    log.push('queued');
    setTimeout(() => log.push('other task'), 0);
  }
  log.push(`render ${id}`);
  return <span>{id}</span>;
}

describe('mountApp', () => {
  it('renders the first page in slices: a task queued early in the render runs before the render ends', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const parts = Array.from({ length: 40 }, (_, id) => <Busy key={id} id={id} ms={3} log={log} />);
    // outside act(), which would finish the render in one go as no browser does
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = mountApp(container, <div>{parts}</div>);
      await new Promise<void>((resolve) => {
        const check = () => (container.querySelectorAll('span').length === 40 ? resolve() : setTimeout(check, 5));
        check();
      });
      const other = log.indexOf('other task');
      expect(other, log.join(', ')).toBeGreaterThan(0);
      expect(other, log.join(', ')).toBeLessThan(log.indexOf('render 39'));
      root.unmount();
    } finally {
      (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
      container.remove();
    }
  });
});
