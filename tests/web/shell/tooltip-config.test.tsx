// @vitest-environment-options {"url": "http://127.0.0.1:41737/"}
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import { createStore } from 'jotai';
import { storedConfigAtom, useConfig, configKey } from '../../../src/web/api/config';
import { http } from '../../../src/web/api/http';
import { AppProviders } from '../../../src/web/app/providers';
import { Tooltip } from '../../../src/web/components/tooltip/Tooltip';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

describe('tooltip', () => {
  it('opens at once on touch and describes its trigger', async () => {
    renderApp('/', {
      children: (
        <Tooltip content="Trade licence number as printed">
          <button type="button">What is this?</button>
        </Tooltip>
      ),
    });
    const trigger = screen.getByRole('button', { name: 'What is this?' });
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Trade licence number as printed');
  });
});

// the real API server (tests/web/real-server.ts); relative calls go to it
realServerForFile(41737);

function ShowConfig() {
  const { config } = useConfig('agent');
  return <p>{config ? `role ${String(config.role)}` : 'no config'}</p>;
}

describe('useConfig', () => {
  it('loads the configuration for the role and keeps it across reloads', async () => {
    localStorage.clear();
    const swr = { provider: () => new Map(), fetcher: (key: string) => http(key) };
    const first = render(
      <AppProviders store={createStore()} swr={swr}>
        <ShowConfig />
      </AppProviders>,
    );
    expect(await screen.findByText('role agent')).toBeInTheDocument();
    first.unmount();

    // a reload: new store, no server answer yet (the fetcher never settles), the stored copy shows at once
    const store = createStore();
    render(
      <AppProviders store={store} swr={{ provider: () => new Map(), fetcher: () => new Promise(() => {}) }}>
        <ShowConfig />
      </AppProviders>,
    );
    expect(screen.getByText('role agent')).toBeInTheDocument();
    await waitFor(() => expect(store.get(storedConfigAtom)[configKey('agent')]).toMatchObject({ role: 'agent', segment: 'sme' }));
  });
});
