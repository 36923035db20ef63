import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptWhileClosing } from './useKeptWhileClosing';

const render = (initial: string | null) =>
  renderHook(({ value }: { value: string | null }) => useKeptWhileClosing(value), {
    initialProps: { value: initial },
  });

describe('useKeptWhileClosing', () => {
  it('shows the last value while the modal fades out, and nothing once it has', () => {
    const { result, rerender } = render('first');
    rerender({ value: null });
    expect(result.current.shown).toBe('first');
    act(() => result.current.onExited());
    expect(result.current.shown).toBeNull();
  });

  it('shows a new value given while open at once, without starting the content anew', () => {
    const { result, rerender } = render('first');
    const opening = result.current.opening;
    rerender({ value: 'second' });
    expect(result.current.shown).toBe('second');
    expect(result.current.opening).toBe(opening);
  });

  it('starts the content anew at each opening, even one before the fade is over', () => {
    const { result, rerender } = render(null);
    rerender({ value: 'first' });
    const first = result.current.opening;
    rerender({ value: null });
    rerender({ value: 'first' });
    expect(result.current.opening).not.toBe(first);
  });

  it('does not forget a value opened again before the fade ended', () => {
    const { result, rerender } = render('first');
    const exitedOfTheClosing = (() => {
      rerender({ value: null });
      return result.current.onExited;
    })();
    rerender({ value: 'again' });
    act(() => exitedOfTheClosing());
    expect(result.current.shown).toBe('again');
  });
});
