import { act, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../src/web/app/providers';
import { lazyWidget } from '../../../../src/web/forms/theme/shared/lazy-widget';

describe('a widget that loads with its first step', () => {
  it('keeps the field’s place, busy, until its code is here, then renders it; later forms get it at once', async () => {
    let arrive: (widget: (props: WidgetProps) => React.ReactElement) => void = () => undefined;
    const Widget = lazyWidget(() => new Promise((resolve) => (arrive = resolve)));
    const props = { id: 'root_when', value: '' } as unknown as WidgetProps;
    const { container, rerender, unmount } = render(
      <AppProviders>
        <Widget {...props} />
      </AppProviders>,
    );
    expect(container.querySelector('[data-loading-widget="root_when"][aria-busy="true"]')).not.toBeNull();
    await act(async () => arrive(({ id }) => <input id={id} aria-label="When" />));
    const input = await screen.findByLabelText('When');
    // the place that waited keeps its widget when it renders again (its focus and what was typed stay)
    input.focus();
    rerender(
      <AppProviders>
        <Widget {...props} value="x" />
      </AppProviders>,
    );
    expect(screen.getByLabelText('When')).toBe(input);
    expect(document.activeElement).toBe(input);
    unmount();

    render(
      <AppProviders>
        <Widget {...props} />
      </AppProviders>,
    );
    expect(screen.getByLabelText('When')).toBeInTheDocument();
  });
});
