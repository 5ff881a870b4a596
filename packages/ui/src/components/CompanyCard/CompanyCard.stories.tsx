import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyCard } from './CompanyCard';

const company = {
  id: 7,
  name: '株式会社東京ロジスティクス',
  href: '/company/7',
  addressLine: '東京都江東区新木場1-2-3',
  establishmentDate: '1987年4月',
  employeeNumber: 240,
  vehicleNumber: 180,
  businessDescription:
    '一般貨物自動車運送事業。食品・日用品を中心に首都圏の店舗配送を担っています。地域に根ざした物流で40年近くの実績があります。',
  jobCount: 12,
};

const meta = {
  title: 'Jobs/CompanyCard',
  component: CompanyCard,
  args: { company },
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithImage: Story = {
  args: {
    company: {
      ...company,
      imageUrl:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="120" height="90"%3E%3Crect width="120" height="90" fill="%23d9dde3"/%3E%3C/svg%3E',
    },
  },
};
export const Minimal: Story = { args: { company: { id: 8, name: '有限会社山田建設' } } };
