import type { AccordionItem } from './Accordion';

const linkList = (links: Array<[string, string, number]>) => (
  <ul>
    {links.map(([label, href, count]) => (
      <li key={href}>
        <a href={href}>
          {label}（{count.toLocaleString('ja-JP')}）
        </a>
      </li>
    ))}
  </ul>
);

/** The home page's occupation categories, with published job counts in brackets. */
export const homeCategoryItems: AccordionItem[] = [
  {
    id: 'driver',
    title: 'ドライバー',
    content: linkList([
      ['ドライバー', '/driver', 12034],
      ['大型トラック', '/driver/feature/51', 3120],
      ['中型トラック', '/driver/feature/52', 2890],
      ['トレーラー', '/driver/feature/68', 410],
      ['運行管理者', '/operation_manager', 388],
    ]),
  },
  {
    id: 'civil_engineer',
    title: '建設・土木',
    content: linkList([
      ['施工管理技士', '/construction_management_engineer', 1502],
      ['土木作業員', '/civil_engineering', 980],
    ]),
  },
  {
    id: 'mechanic',
    title: '整備士',
    content: linkList([['自動車整備士', '/car_mechanic', 760]]),
  },
];
