import { displayDate, displayDateTime } from '../../../src/web/app/account-name';

// Dates people read follow the page's locale (ar-AE in Arabic), day before month in both languages;
// what is stored stays an ISO time whatever the language.
describe('dates shown to people', () => {
  const at = new Date(2026, 10, 28, 14, 5).toISOString();

  it('read day, month, year in English, with a 24-hour clock', () => {
    expect(displayDate(at, 'en-AE')).toBe('28/11/2026');
    expect(displayDateTime(at, 'en-AE')).toBe('28/11/2026, 14:05');
  });

  it('are written for ar-AE in Arabic: the same figures, marked to keep their order in right-to-left text', () => {
    const strip = (text: string) => text.replace(/\u200f/g, '');
    expect(strip(displayDate(at, 'ar-AE'))).toBe('28/11/2026');
    expect(displayDate(at, 'ar-AE')).toContain('\u200f');
    expect(strip(displayDateTime(at, 'ar-AE'))).toBe('28/11/2026، 14:05');
  });

  it('follow the page: the language the server wrote on <html lang>', () => {
    document.documentElement.lang = 'ar';
    try {
      expect(displayDate(at)).toBe(displayDate(at, 'ar-AE'));
    } finally {
      document.documentElement.lang = 'en';
    }
    expect(displayDate(at)).toBe('28/11/2026');
  });

  it('are empty for no date or one that is not a date', () => {
    expect(displayDate(undefined)).toBe('');
    expect(displayDateTime('not a date')).toBe('');
  });
});
