import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { atom, useAtomValue } from 'jotai';
import userEvent from '@testing-library/user-event';
import { DocumentSlot } from '../../../src/web/features/documents/DocumentSlot';
import type { SlotState } from '../../../src/web/features/documents/slot-state';
import { renderApp } from '../render';

const item = {
  documentKey: 'MOA_1',
  documentType: 'MOA',
  documentTitle: 'Memorandum of association',
  required: true,
  uploadStatus: '',
  fileName: '',
  slotKey: 'MOA_1',
};

describe('a document slot', () => {
  it('while uploading shows a labelled progress bar with its value and a Cancel button that cancels', async () => {
    const cancel = vi.fn();
    renderApp('/', { children: <DocumentSlot item={item} state={{ progress: 40, cancel }} onFile={() => {}} onDownload={() => {}} /> });
    const bar = screen.getByRole('progressbar', { name: 'Uploading Memorandum of association' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Choose a file for Memorandum of association' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the upload of Memorandum of association' }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it("hands the chosen file over, keyboard first (the drop zone is the stop; the file input is the label's)", async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    renderApp('/', { children: <DocumentSlot item={item} state={{}} onFile={onFile} onDownload={() => {}} /> });
    const input = screen.getByLabelText('Memorandum of association');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a file for Memorandum of association' })).toHaveFocus();
    const file = new File(['x'], 'moa.pdf');
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(item, file);
  });

  it('keeps keyboard focus on its drop zone while the file goes up, and takes no other file meanwhile', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    const slotState = atom<SlotState>({});
    function Slot() {
      return <DocumentSlot item={item} state={useAtomValue(slotState)} onFile={onFile} onDownload={() => {}} />;
    }
    const { store } = renderApp('/', { children: <Slot /> });
    const input = screen.getByLabelText('Memorandum of association');
    const zone = screen.getByRole('button', { name: 'Choose a file for Memorandum of association' });
    await user.tab();
    expect(zone).toHaveFocus();
    // the upload starts: a disabled zone would drop focus to <body>
    act(() => store.set(slotState, { progress: 10, cancel: () => {} }));
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    expect(zone).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.upload(input, new File(['x'], 'other.pdf'));
    expect(onFile).not.toHaveBeenCalled();
    // done: the zone takes the next file
    act(() => store.set(slotState, {}));
    expect(zone).not.toHaveAttribute('aria-disabled');
    await user.upload(input, new File(['x'], 'next.pdf'));
    expect(onFile).toHaveBeenCalledOnce();
  });

  it('an uploaded slot says so and offers the download under the file name', async () => {
    const onDownload = vi.fn();
    renderApp('/', {
      children: <DocumentSlot item={{ ...item, uploadStatus: 'Uploaded', fileName: 'moa.pdf' }} state={{}} onFile={() => {}} onDownload={onDownload} />,
    });
    expect(screen.getByText('Uploaded: moa.pdf')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download moa.pdf' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
