import { describe, expect, it } from 'vitest';
import { mergeMessages } from './mergeMessages';

describe('mergeMessages', () => {
  it('keeps the keys of both trees at every depth', () => {
    expect(
      mergeMessages(
        { 'admin-categories': { name: 'Category |||| Categories' } },
        { 'admin-categories': { fields: { name: 'Name' } }, services: { name: 'Services' } },
      ),
    ).toEqual({
      'admin-categories': { name: 'Category |||| Categories', fields: { name: 'Name' } },
      services: { name: 'Services' },
    });
  });

  it('takes the later text when both trees have the same key', () => {
    expect(mergeMessages({ a: { b: 'first' } }, { a: { b: 'second' } })).toEqual({
      a: { b: 'second' },
    });
  });
});
