// 6amMart's paged lists (`{total_size, limit, offset, <rows>}`, offset the page from 1) as infinite queries.

/**
 * The next page number while the pages so far hold fewer rows than `total_size` and the last page was not empty (a
 * server whose total overstates its rows does not make the list ask forever); `rowsOf` names a page's rows.
 */
export const nextPageOf =
  <P extends { total_size: number }>(rowsOf: (page: P) => readonly unknown[]) =>
  (last: P, pages: P[]): number | undefined => {
    const seen = pages.reduce((n, p) => n + rowsOf(p).length, 0);
    return rowsOf(last).length > 0 && seen < last.total_size ? pages.length + 1 : undefined;
  };
