import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookup } from '../../../src/core/messages/format';
import { WordsPanel } from '../../../src/web/features/studio/WordsPanel';
import { wordRows } from '../../../src/web/features/studio/word-rows';
import { withFile } from '../../core/helpers/load-bundle';
import { appBundle } from '../app-bundle';
import { renderWithProviders } from '../forms/render-form';

const studio = appBundle.content['en/studio.json'];
const t = (key: string, vars: Record<string, unknown> = {}) =>
  (lookup(studio, key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

// Rule LANG-STUDIO: analysts translate in /studio, each word beside its English.
describe("the studio's words side by side", () => {
  it('lists every word of a file beside the other language’s, a counted word in each of Arabic’s six forms', () => {
    const rows = wordRows(appBundle, 'studio', 'ar');
    expect(rows.find((row) => row.key === 'words.title')).toEqual({ key: 'words.title', source: 'Words side by side', word: 'الكلمات جنبًا إلى جنب' });
    const counted = rows.filter((row) => row.key.startsWith('desk.findingsCount_')).map((row) => row.key.replace('desk.findingsCount_', ''));
    expect(counted).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(rows.every((row) => row.word !== undefined)).toBe(true);
  });

  it('says which words are missing, and a word typed in place is written into that language’s file, nothing else changed', async () => {
    const files = withFile(appBundle, 'content', 'ar/studio.json', (words) => (delete words.words.title, words));
    const written: Array<[string, any]> = [];
    renderWithProviders(<WordsPanel files={files} t={t} onWord={(path, value) => written.push([path, value])} />);
    await userEvent.selectOptions(screen.getByLabelText('Words file'), 'studio');
    await userEvent.click(screen.getByLabelText('Only words still missing'));
    expect(screen.getByRole('status')).toHaveTextContent('content/ar/studio.json: words missing: 1 of');
    const input = screen.getByRole('textbox', { name: 'words.title in Arabic' });
    expect(input).toHaveAttribute('dir', 'rtl');
    expect(input).toHaveAttribute('lang', 'ar');
    expect(within(input.closest('tr')!).getByText('Words side by side')).toBeInTheDocument();
    await userEvent.type(input, 'كلمات');
    await userEvent.tab();
    expect(written).toHaveLength(1);
    const [path, value] = written[0];
    expect(path).toBe('content/ar/studio.json');
    expect(value.words.title).toBe('كلمات');
    const before = files.content['ar/studio.json'] as any;
    expect({ ...value, words: { ...value.words, title: undefined } }).toEqual({ ...before, words: { ...before.words, title: undefined } });
  });
});
