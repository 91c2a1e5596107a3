import { Suspense, useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import agentWords from '../../../content/en/agent.json';
import { createI18n, I18nProvider, useTranslation, type I18n, type TFunction } from '../../../src/web/app/i18n';
import { createInstance } from '../../../src/web/app/i18n/instance';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Words({ ns, k }: { ns: string | string[]; k: string }) {
  const { t } = useTranslation(ns);
  return <p>{t(k)}</p>;
}

const renderWith = (i18n: I18n, ui: React.ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </I18nProvider>,
  );

describe('useTranslation', () => {
  it('suspends until a namespace not here yet arrives, fetching it once for every component that asks', async () => {
    const arrival = deferred<unknown>();
    const load = vi.fn(() => arrival.promise);
    const i18n = createInstance({ resources: { en: { shell: { hi: 'hi' } } }, lng: 'en', load });
    renderWith(
      i18n,
      <>
        <Words ns="shell" k="hi" />
        <Words ns="late" k="title" />
        <Words ns={['late', 'shell']} k="shell:hi" />
      </>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('en', 'late');
    await act(async () => arrival.resolve({ title: 'Late words' }));
    expect(await screen.findByText('Late words')).toBeInTheDocument();
    expect(screen.getAllByText('hi')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.hasLoadedNamespace('late')).toBe(true);
  });

  it('waits for every namespace it names', async () => {
    const arrivals = { a: deferred<unknown>(), b: deferred<unknown>() };
    const i18n = createInstance({ resources: {}, lng: 'en', load: (_lng, ns) => arrivals[ns as 'a' | 'b'].promise });
    renderWith(i18n, <Words ns={['a', 'b']} k="b:x" />);
    await act(async () => arrivals.a.resolve({ x: 'from a' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrivals.b.resolve({ x: 'from b' }));
    expect(await screen.findByText('from b')).toBeInTheDocument();
  });

  it('tries a failed fetch again, then shows the keys', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const i18n = createInstance({ resources: {}, lng: 'en', load, retries: 2, retryDelay: 1 });
    renderWith(i18n, <Words ns="gone" k="some.key" />);
    expect(await screen.findByText('some.key')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the same t across renders', () => {
    const seen = new Set<TFunction>();
    function Counter() {
      const { t } = useTranslation(['agent', 'pages']);
      const [n, setN] = useState(0);
      seen.add(t);
      useEffect(() => {
        if (n < 3) setN(n + 1);
      }, [n]);
      return <p>{n}</p>;
    }
    renderWith(createI18n({ content: {} }), <Counter />);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(seen.size).toBe(1);
  });

  it('in the app, every namespace of the release in use is there at once: nothing waits for words', () => {
    const i18n = createI18n();
    expect(i18n.loadNamespaces(['pages', 'common', 'layout', 'agent', 'fields'])).toBeUndefined();
    renderWith(i18n, <Words ns={['agent', 'pages']} k="search.submit" />);
    expect(screen.getByText(agentWords.search.submit)).toBeInTheDocument();
  });
});
