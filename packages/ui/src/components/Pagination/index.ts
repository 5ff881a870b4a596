export type { PageItem } from './pages';
export { paginationItems } from './pages';
export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
