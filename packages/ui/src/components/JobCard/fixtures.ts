import type { JobCardJob } from './JobCard';

/** A realistic job for stories and tests. */
export const exampleJob: JobCardJob = {
  id: 101,
  title: '【大型ドライバー】地場配送・日勤のみ・月給35万円以上も可能',
  href: '/driver/job/101',
  companyName: '株式会社東京ロジスティクス',
  lowestSalary: 280000,
  highestSalary: 400000,
  salaryOption: '月給',
  place: '東京都江東区',
  employmentLabel: '正社員',
  features: [
    { id: 51, name: '大型トラック' },
    { id: 11, name: '未経験OK' },
    { id: 15, name: '日勤のみ' },
    { id: 37, name: '土日休み' },
  ],
  description:
    '江東区の物流センターから都内の店舗へ食品を配送するお仕事です。1日の配送先は5〜8件ほどで、手積み手降ろしはほとんどありません。大型免許をお持ちの方は優遇します。入社後は先輩ドライバーが同乗して丁寧に指導しますので、ブランクのある方も安心してスタートできます。',
  isHiring: true,
};

export const exampleJobs: JobCardJob[] = Array.from({ length: 5 }, (_, index) => ({
  ...exampleJob,
  id: 101 + index,
  href: `/driver/job/${101 + index}`,
  title: `${exampleJob.title}（${index + 1}）`,
}));
