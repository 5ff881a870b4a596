export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PageItem } from './pages';
export { paginationItems } from './pages';
