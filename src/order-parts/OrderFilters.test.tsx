import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { OrderFilters } from './OrderFilters';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A list whose filter takes `lagMs` to apply, as a busy page's URL and re-render do. */
const LaggingList = ({ lagMs, applied }: { lagMs: number; applied: unknown[] }) => {
  const [filterValues, setFilterValues] = useState<Record<string, unknown>>({});
  const list = {
    filterValues,
    setFilters: (next: Record<string, unknown>) => {
      applied.push(next);
      setTimeout(() => setFilterValues(next), lagMs);
    },
  } as unknown as ListControllerResult;
  return (
    <ListContextProvider value={list}>
      <OrderFilters services={[]} />
    </ListContextProvider>
  );
};

afterEach(cleanup);

describe('the order filters’ IMEI box', () => {
  it('keeps every key typed while an earlier pause’s filter is still being applied', async () => {
    const applied: unknown[] = [];
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <LaggingList lagMs={200} applied={applied} />
      </AdminContext>,
    );
    const box = screen.getByRole('textbox', { name: 'Search IMEI' }) as HTMLInputElement;
    // Each key as the browser reports it: the box's text with the key added at its end.
    const typeKey = (key: string) => fireEvent.change(box, { target: { value: box.value + key } });
    typeKey('3');
    await wait(450); // the pause has ended at 400 ms: the filter "3" is on its way (200 ms)
    typeKey('5');
    await wait(250); // the filter "3" has arrived while "35" waits for its own pause
    typeKey('7');
    await wait(700);
    expect(box).toHaveValue('357');
    expect(applied.at(-1)).toEqual({ imei: '357' });
  });
});
