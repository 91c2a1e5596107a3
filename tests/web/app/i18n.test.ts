import agentWords from '../../../content/en/agent.json';
import pagesWords from '../../../content/en/pages.json';
import { appBundle } from '../app-bundle';
import { createI18n } from '../../../src/web/app/i18n';
import { createInstance } from '../../../src/web/app/i18n/instance';
import { interpolate } from '../../../src/web/app/i18n/interpolate';
import { pluralSuffix } from '../../../src/core/messages/plural';
import { fallbackChainOf, splitNamespace, translate } from '../../../src/web/app/i18n/translate';
import { resourcesOf, valueAt, type Resources } from '../../../src/web/app/i18n/words';

// test words, not the app's: each case names what it checks
const resources: Resources = {
  en: {
    shop: {
      title: 'Shop',
      greeting: 'Hello {name}, you owe {amount}',
      cart: { items_one: '{count} item', items_other: '{count} items', items_zero: 'No items', plain: 'You have {count} things' },
      'flat.key': 'a flat key with a dot',
      group: { 'inner.flat': 'mixed' },
      empty: '',
    },
    help: { title: 'Help', only: 'only in help' },
  },
  ar: { shop: { cart: { items_two: 'two items', items_few: '{count} (few)', items_other: '{count} (other)' } } },
};
const t = (key: string, options?: Record<string, unknown>, lng = 'en') => translate(resources, fallbackChainOf(lng), 'shop', key, options);

describe('interpolation', () => {
  it('fills {name} with the value given, keeps a placeholder with no value given, and empties one given as undefined', () => {
    expect(t('greeting', { name: 'Sara', amount: 12 })).toBe('Hello Sara, you owe 12');
    expect(t('greeting', { name: 'Sara' })).toBe('Hello Sara, you owe {amount}');
    expect(t('greeting', { name: undefined, amount: null })).toBe('Hello , you owe ');
  });

  it('reads dotted names, does not fill a value again, groups digits with ", number" and trims spaces', () => {
    expect(interpolate('{who.first} {x}', { who: { first: 'Ali' }, x: '{who.first}' }, 'en')).toBe('Ali {who.first}');
    expect(interpolate('{ n , number } / {n}', { n: 1234567 }, 'en')).toBe('1,234,567 / 1234567');
    expect(interpolate('no placeholders', {}, 'en')).toBe('no placeholders');
  });
});

describe('right to left', () => {
  it('isolates a value of another script in an Arabic sentence, not an Arabic word or a number, and nothing in English', () => {
    expect(interpolate('أُرسل الرمز إلى {email}', { email: 'a@b.ae' }, 'ar')).toBe('أُرسل الرمز إلى \u2068a@b.ae\u2069');
    expect(interpolate('{name} و{phone}', { name: 'Layla Haddad', phone: '+971 501234567' }, 'ar')).toBe(
      '\u2068Layla Haddad\u2069 و\u2068+971 501234567\u2069',
    );
    expect(interpolate('الرقم {n} من {total}: {who}', { n: 1, total: 6, who: 'ليلى' }, 'ar')).toBe('الرقم 1 من 6: ليلى');
    expect(interpolate('Sent to {email}', { email: 'a@b.ae' }, 'en')).toBe('Sent to a@b.ae');
  });

  it('takes the Arabic forms of a count: zero, one, two, few, many, other', () => {
    const i18n = createI18n(appBundle, 'ar');
    const found = (count: number) => i18n.getFixedT('agent')('search.found', { count });
    expect([0, 1, 2, 3, 11, 100].map(found)).toEqual([
      'لم يُعثر على أي طلب',
      'عُثر على طلب واحد',
      'عُثر على طلبين',
      'عُثر على 3 طلبات',
      'عُثر على 11 طلبًا',
      'عُثر على 100 طلب',
    ]);
  });
});

describe('plurals', () => {
  it('chooses key_one / key_other by count, key_zero for 0 when written, and the plain key when no form is written', () => {
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 5 })).toBe('5 items');
    expect(t('cart.items', { count: 0 })).toBe('No items');
    expect(t('cart.plain', { count: 3 })).toBe('You have 3 things');
  });

  it("follows the language's plural rules, then English words where the language has none", () => {
    expect(pluralSuffix('ar', 2)).toBe('_two');
    expect(t('cart.items', { count: 2 }, 'ar')).toBe('two items');
    expect(t('cart.items', { count: 3 }, 'ar')).toBe('3 (few)');
    expect(t('title', {}, 'ar')).toBe('Shop');
    expect(pluralSuffix('not a language', 1)).toBe('_one');
  });
});

describe('keys and namespaces', () => {
  it('reads "ns:key" in that namespace and a bare key in the namespace of t', () => {
    expect(t('help:title')).toBe('Help');
    expect(t('title')).toBe('Shop');
    expect(splitNamespace('errors:codes.X', 'common')).toEqual(['errors', 'codes.X']);
    // a key that reads as a sentence keeps its colon
    expect(splitNamespace('Note: read this', 'common')).toEqual(['common', 'Note: read this']);
  });

  it('looks a bare key up in the first namespace only: the others are written "ns:key"', () => {
    const i18n = createInstance({ resources, lng: 'en' });
    expect(i18n.getFixedT('shop')('only')).toBe('only');
    expect(i18n.getFixedT('shop')('help:only')).toBe('only in help');
    expect(i18n.getFixedT('help')('only')).toBe('only in help');
  });

  it('reads dotted paths, including keys that hold dots', () => {
    expect(t('cart.items_one', { count: 1 })).toBe('1 item');
    expect(t('flat.key')).toBe('a flat key with a dot');
    expect(t('group.inner.flat')).toBe('mixed');
    expect(valueAt({ a: { b: 'c' } }, 'a.b.c')).toBeUndefined();
    expect(valueAt({}, 'constructor')).toBeUndefined();
  });

  it('gives the key without its namespace when missing (or a group of words), else the default value', () => {
    expect(t('help:nothing.here')).toBe('nothing.here');
    expect(t('cart')).toBe('cart');
    expect(t('missing', { defaultValue: 'Fallback for {name}', name: 'Sara' })).toBe('Fallback for Sara');
    expect(t('missing', { defaultValue: '' })).toBe('');
    expect(t('empty')).toBe('');
    expect(t('nobody:x')).toBe('x');
  });
});

describe('createI18n', () => {
  it('with a bundle has every namespace at once: the words are those of content/en', () => {
    const i18n = createI18n(appBundle);
    expect(i18n.language).toBe('en');
    expect(i18n.loadNamespaces(['agent', 'pages'])).toBeUndefined();
    expect(i18n.getFixedT('agent')('search.found', { count: 1 })).toBe(interpolate(agentWords.search.found_one, { count: 1 }, 'en'));
    expect(i18n.getFixedT('agent')('search.found', { count: 4 })).toBe(interpolate(agentWords.search.found_other, { count: 4 }, 'en'));
    expect(i18n.t('pages:notFound.title')).toBe(valueAt(pagesWords, 'notFound.title'));
  });

  it('gives the same t for the same namespace, a fresh store of words for each bundle', () => {
    const i18n = createI18n(appBundle);
    expect(i18n.getFixedT('agent')).toBe(i18n.getFixedT('agent'));
    expect(i18n.getFixedT('agent')).not.toBe(i18n.getFixedT('pages'));
    expect(resourcesOf(appBundle)).not.toBe(resourcesOf(appBundle));
    expect(Object.keys(resourcesOf({ content: { 'en/a.json': {}, 'datalists/b.json': [] } }))).toEqual(['en']);
  });
});
