import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/errors/api-error';
import { errorAnswer, toFieldPath } from '../../src/server/errors/error-answer';
import { ErrorMessages } from '../../src/server/errors/messages';
import { loadBundle } from '../../src/server/content/load-bundle';
import { mergeOverride } from '../../src/server/routes/config/app-config';
import { repoRoot } from './helpers/app';

const messages = new ErrorMessages(await loadBundle(repoRoot));

describe('error answers', () => {
  it('write field paths as $.a.b[0].c', () => {
    expect(toFieldPath('/organizationInfo/addressInfo/0/addressDetails', 'country')).toBe('$.organizationInfo.addressInfo[0].addressDetails.country');
    expect(toFieldPath('')).toBe('$');
  });

  it('fill messages of catalogue codes from content/en/errors.json', () => {
    const { statusCode, body } = errorAnswer(new ApiError(404, 'NotFound', [{ errorCode: '12002' }]), 'req-1', messages);
    expect(statusCode).toBe(404);
    expect(body).toEqual({ errorType: 'NotFound', errors: [{ errorCode: '12002', message: 'Invalid Prospect ID' }], requestId: 'req-1' });
    expect(messages.forCode('12013')).toBe('We noticed that your application is incomplete. Not to worry, our team is already working on it.');
    expect(messages.forCode('INV0001')).toBe(messages.forCode('12012'));
  });

  it('turn a fault of ours into a 500 with the glitch message and no details', () => {
    const { statusCode, body } = errorAnswer(new TypeError('x is undefined at secret.ts:12'), 'req-2', messages);
    expect(statusCode).toBe(500);
    expect(body.errors).toEqual([{ errorCode: 'INTERNAL', message: 'We are facing a glitch at the moment, please try again later.' }]);
    expect(JSON.stringify(body)).not.toContain('secret.ts');
  });

  it('keep 4xx raised by plugins (rate limits) as 4xx', () => {
    const limited = Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    const { statusCode, body } = errorAnswer(limited, 'req-3', messages);
    expect(statusCode).toBe(429);
    expect(body.errorType).toBe('TooManyRequests');
  });
});

describe('product overrides of app-config.json', () => {
  it('merge objects key by key and replace lists and values', () => {
    const base = { chatEnabled: false, links: { plusReadMore: { conventional: '/a', islamic: '/b' } }, list: [1, 2] };
    expect(mergeOverride(base, { chatEnabled: true, links: { plusReadMore: { islamic: '/c' } }, list: [3] })).toEqual({
      chatEnabled: true,
      links: { plusReadMore: { conventional: '/a', islamic: '/c' } },
      list: [3],
    });
    expect(base.links.plusReadMore.islamic).toBe('/b');
  });
});
