import { expect, waitFor, within } from 'storybook/test';

/** Queries over the whole page: MUI dialogs and notices render outside the story's root. */
export const page = () => within(document.body);

/** The open dialog of that name, once its fade-in is over. */
export const findDialog = async (name: string) => {
  const dialog = await page().findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** The table row holding that text. */
export const findRow = async (canvasElement: HTMLElement, text: string) => {
  const cell = await within(canvasElement).findByText(text, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No table row holds "${text}"`);
  return within(row);
};

/** The card (a phone's list of records, `CardsOnAPhone`) holding that text, once it is there. */
export const findCard = async (canvasElement: HTMLElement, text: string) => {
  const field = await within(canvasElement).findByText(text, {}, { timeout: 5000 });
  const card = field.closest('li');
  if (!card) throw new Error(`No card holds "${text}"`);
  return within(card);
};

/**
 * A phone's list of records (`CardsOnAPhone`) named `name`, once it holds `count` cards: no table
 * beside it, and nothing on a card wider than the card (the page does not scroll sideways, and
 * no field is cut off at the card's edge).
 */
export const findCards = async (canvasElement: HTMLElement, name: string, count: number) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name }, { timeout: 5000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
  await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
  for (const card of within(list).getAllByRole('listitem')) {
    const edge = card.getBoundingClientRect().right;
    const widest = Math.max(
      ...[...card.querySelectorAll('*')].map((part) => part.getBoundingClientRect().right),
    );
    await expect(widest).toBeLessThanOrEqual(edge + 0.5);
  }
  return within(list);
};

/** Waits until that text is on screen and visible (re-querying, as elements re-render). */
export const expectVisibleText = async (
  scope: ReturnType<typeof within>,
  text: string | RegExp,
) => {
  await waitFor(() => expect(scope.getByText(text)).toBeVisible(), { timeout: 5000 });
};

/** How long a story waits for what must not come: a toast is up within a frame or two. */
const SETTLE_MS = 300;

/**
 * A list whose load failed tells it once, in the page: no toast beside the alert, and no
 * "Nothing here yet." under it.
 */
export const expectListFailureToldOnce = async (canvasElement: HTMLElement, text: string) => {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent(text);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await expect(page().getAllByRole('alert')).toHaveLength(1);
  await expect(page().queryByText('Nothing here yet.')).toBeNull();
};

/** The play of a list story whose load fails without an answer. */
export const listFailsToLoad = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  expectListFailureToldOnce(canvasElement, 'Error Network, try again...');
