import type { Pagination } from '@app/contract';

/** The `pagination` block of a paged admin list. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages };
};
