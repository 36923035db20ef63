import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, useLocaleState } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18nProvider';
import { useSpanishOfTheSpec } from './useSpanishOfTheSpec';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext i18nProvider={createI18nProvider()}>{children}</AdminContext>
);

describe('useSpanishOfTheSpec', () => {
  it("marks the spec's Spanish words Spanish on an English page, and nothing on a Spanish one", async () => {
    const { result } = renderHook(
      () => ({ lang: useSpanishOfTheSpec(), locale: useLocaleState() }),
      { wrapper },
    );
    expect(result.current.lang).toBe('es');
    act(() => result.current.locale[1]('es'));
    await waitFor(() => expect(result.current.lang).toBeUndefined());
  });
});
