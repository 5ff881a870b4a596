import type { MagazineArticleSummary } from './MagazineListItem';

export const exampleArticle: MagazineArticleSummary = {
  id: 42,
  href: '/magazine/articles/42',
  title: '大型免許の取り方と費用｜最短日数や合宿・通学の違いを解説',
  description:
    '大型免許を取るには、受験資格・費用・日数を知っておくことが大切です。教習所の選び方や会社の支援制度もあわせて紹介します。',
  thumbnailUrl:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="172" height="128"%3E%3Crect width="172" height="128" fill="%23ffe2cc"/%3E%3C/svg%3E',
  categories: [
    { name: '免許・資格', href: '/magazine/category/license' },
    { name: 'ドライバー', href: '/magazine/category/driver' },
  ],
  updatedAt: '2025-03-31T16:30:00Z',
};
