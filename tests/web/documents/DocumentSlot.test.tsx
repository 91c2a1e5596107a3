import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentSlot } from '../../../src/web/features/documents/DocumentSlot';
import { renderApp } from '../render';

const item = { documentKey: 'MOA_1', documentType: 'MOA', documentTitle: 'Memorandum of association', required: true, uploadStatus: '', fileName: '' };

describe('a document slot', () => {
  it('while uploading shows a labelled progress bar with its value and a Cancel button that cancels', async () => {
    const cancel = vi.fn();
    renderApp('/', { children: <DocumentSlot item={item} state={{ progress: 40, cancel }} onFile={() => {}} onDownload={() => {}} /> });
    const bar = screen.getByRole('progressbar', { name: 'Uploading Memorandum of association' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByLabelText('Memorandum of association')).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the upload of Memorandum of association' }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('hands the chosen file over, keyboard first', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    renderApp('/', { children: <DocumentSlot item={item} state={{}} onFile={onFile} onDownload={() => {}} /> });
    const input = screen.getByLabelText('Memorandum of association');
    await user.tab();
    expect(input).toHaveFocus();
    const file = new File(['x'], 'moa.pdf');
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(item, file);
  });

  it('an uploaded slot says so and offers the download under the file name', async () => {
    const onDownload = vi.fn();
    renderApp('/', { children: <DocumentSlot item={{ ...item, uploadStatus: 'Uploaded', fileName: 'moa.pdf' }} state={{}} onFile={() => {}} onDownload={onDownload} /> });
    expect(screen.getByText('Uploaded: moa.pdf')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download moa.pdf' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
