import type { FaqItem } from './FaqList';

export const exampleFaqItems: FaqItem[] = [
  {
    name: '会員登録に費用はかかりますか？',
    acceptedAnswer: {
      text: '<p>会員登録は<strong>無料</strong>です。費用は一切かかりません。</p>',
    },
  },
  {
    name: 'スカウトはどのくらい届きますか？',
    acceptedAnswer: {
      text: '<p>登録者の方には平均で<strong>5〜10件</strong>のスカウトが届いています。</p><ul><li>希望条件を詳しく入力する</li><li>職務経歴を登録する</li></ul><p>と、スカウトが届きやすくなります。</p>',
    },
  },
  {
    name: '問い合わせ窓口はありますか？',
    acceptedAnswer: {
      text: '<p><a href="/faq/#contact">お問い合わせ窓口</a>からご連絡ください。</p>',
    },
  },
];
