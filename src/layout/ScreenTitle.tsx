import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/**
 * The browser's title names the screen, e.g. "Categories · Unlock Portal" (WCAG 2.4.2): it was
 * "Unlock Portal" on every screen, so tabs, history and a screen reader's announcement of the
 * page could not tell them apart. Back to the product's name when the screen goes.
 */
export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  const product = translate('app.title');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
    return () => {
      document.title = product;
    };
  }, [title, product]);
}

/** A screen's title: in the top bar (react-admin's `<Title>`) and in the browser's title. */
export const ScreenTitle = ({ title }: { title: string }) => {
  useDocumentTitle(title);
  return <Title title={title} />;
};
