import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Nullable } from './fields.js';

/** `?page=&per_page=` of every paged list. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** One entry of a paged list's `links`: '&laquo; Previous', '1', '2', '...', 'Next &raquo;'. */
export const PageLink = Type.Object({
  url: Nullable(Type.String()),
  label: Type.String(),
  active: Type.Boolean(),
});
export type PageLink = Static<typeof PageLink>;

/** Laravel's LengthAwarePaginator as JSON, around one page of `item`s. */
export const LaravelPage = <T extends TSchema>(item: T) =>
  Type.Object({
    current_page: Type.Integer(),
    data: Type.Array(item),
    first_page_url: Type.String(),
    from: Nullable(Type.Integer()),
    last_page: Type.Integer(),
    last_page_url: Type.String(),
    links: Type.Array(PageLink),
    next_page_url: Nullable(Type.String()),
    path: Type.String(),
    per_page: Type.Integer(),
    prev_page_url: Nullable(Type.String()),
    to: Nullable(Type.Integer()),
    total: Type.Integer(),
  });

/** A paged list of `Item`s, for code that handles any list (the client's data provider). */
export type LaravelPage<Item> = Omit<Static<ReturnType<typeof LaravelPage>>, 'data'> & {
  data: Item[];
};
