import { EntryStatus } from '@jobsite/domain/enums';
import { formatBadgeCount, formatJstDate, formatJstTimeRange } from '@jobsite/domain/formatters';
import { ButtonLink } from '@jobsite/ui/button';
import { Card } from '@jobsite/ui/card';
import { EmptyState } from '@jobsite/ui/empty-state';
import type { ReactNode } from 'react';
import { PageSection } from '@/components/site/PageSection';
import { AccountLinks } from '@/features/account/AccountLinks';
import { AdvisorSection } from '@/features/advisor/AdvisorSection';
import { InterviewCalendarLink } from '@/features/messages/InterviewCalendarLink';
import * as forms from '@/features/profile/forms.css';
import { SavedSearchAlerts } from '@/features/saved-searches/SavedSearchAlerts';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import { profileCompleteness } from './completeness';
import { MemberNav } from './MemberNav';
import * as css from './MyPage.css';
import type { MyPageData } from './mypage-data';
import { entriesOf, interviewsOf, pendingScoutsOf } from './mypage-view-model';

function Tile({ href, label, value }: { href: string; label: string; value: string }) {
  return (
    <a href={href} className={css.tile}>
      <span className={css.tileLabel}>{label}</span>
      <span className={css.tileValue}>{value}</span>
    </a>
  );
}

function Unread({ count }: { count: number }) {
  const label = formatBadgeCount(count);
  return label ? <span className={css.unread}>未読{label}件</span> : null;
}

/**
 * A section of my page: its items as a list named by the section's title, or `empty` when
 * there are none; `more` links to the whole list.
 */
function ListSection<T>({
  id,
  title,
  items,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  empty: ReactNode;
  more?: { href: string; label: string } | false;
  children: (item: T) => ReactNode;
}) {
  return (
    <PageSection id={id} title={title}>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className={css.list} aria-label={title}>
          {items.map(children)}
        </ul>
      )}
      {more && (
        <a href={more.href} className={css.more}>
          {more.label}
        </a>
      )}
    </PageSection>
  );
}

/** /member/: entries with status, unread messages, scouts, notices and profile completeness. */
export function MyPageView({ data }: { data: MyPageData }) {
  const user = data.endUserViewer;
  const entries = entriesOf(data.rooms.edges);
  const scouts = pendingScoutsOf(data.rooms.edges);
  const interviews = interviewsOf(data.rooms.edges);
  const notices = data.notices.edges.map((edge) => edge.node);
  const completeness = profileCompleteness(user);
  return (
    <>
      <h1 className={page.pageTitle}>
        {user.name ? `${user.name}さんのマイページ` : 'マイページ'}
      </h1>
      <MemberNav current={paths.myPage()} />
      <div className={css.tiles}>
        <Tile href={paths.messages()} label="未読メッセージ" value={`${user.messageCount}件`} />
        <Tile href={paths.favorites()} label="気になる求人" value={`${user.favoriteJobCount}件`} />
        <Tile href={paths.notices()} label="未読のお知らせ" value={`${user.unreadNoticeCount}件`} />
        <Tile
          href={paths.settings()}
          label="スカウト"
          value={user.setting.isReceiveScout ? '受け取る' : '停止中'}
        />
      </div>

      <SavedSearchAlerts />

      {interviews.length > 0 && (
        <ListSection id="mypage-interviews" title="面接の予定" items={interviews} empty={null}>
          {(interview) => (
            <li key={interview.proposalId} className={css.item}>
              <strong>{formatJstTimeRange(interview.startsAt, interview.endsAt)}</strong>
              <span>
                {interview.companyName}・{interview.jobTitle}
              </span>
              {interview.place && <span className={css.meta}>場所：{interview.place}</span>}
              <div className={css.links}>
                <InterviewCalendarLink proposalId={interview.proposalId} className={css.link} />
                <a href={paths.room(interview.roomId)} className={css.link}>
                  企業とのメッセージを見る
                </a>
              </div>
            </li>
          )}
        </ListSection>
      )}

      <ListSection
        id="mypage-entries"
        title="応募した求人"
        items={entries}
        more={
          data.rooms.totalCount > data.rooms.edges.length && {
            href: paths.messages(),
            label: 'すべてのやりとりを見る',
          }
        }
        empty={
          <EmptyState
            title="まだ応募した求人はありません"
            description="気になる求人を見つけたら「応募画面へ進む」から応募できます。"
            action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
          />
        }
      >
        {(entry) => (
          <li key={entry.entryId} className={css.item}>
            <div className={css.itemHeader}>
              <span className={css.status}>
                {EntryStatus.labels[entry.status as EntryStatus] ?? entry.status}
              </span>
              <Unread count={entry.unread} />
            </div>
            <a href={paths.job(entry.occupationNameEn, entry.jobId)}>{entry.jobTitle}</a>
            <span className={css.meta}>
              {entry.companyName}・応募日 {formatJstDate(entry.appliedAt)}
              {entry.viaScout ? '・スカウトから応募' : ''}
            </span>
            <div className={css.links}>
              <a href={paths.room(entry.roomId)} className={css.link}>
                {entry.interviewToChoose
                  ? '面接日程の候補が届いています：日時を選ぶ'
                  : '企業とのメッセージを見る'}
              </a>
            </div>
          </li>
        )}
      </ListSection>

      <ListSection
        id="mypage-scouts"
        title="届いているスカウト"
        items={scouts}
        more={{ href: paths.scouts(), label: 'スカウト一覧へ' }}
        empty={
          <p className={css.meta}>
            {user.setting.isReceiveScout
              ? '新しいスカウトはありません。プロフィールを充実させるとスカウトが届きやすくなります。'
              : 'スカウトの受け取りを停止しています。'}
          </p>
        }
      >
        {(scout) => (
          <li key={scout.scoutId} className={css.item}>
            <div className={css.itemHeader}>
              {scout.occupationCategory && (
                <span className={css.status}>{scout.occupationCategory}</span>
              )}
              <Unread count={scout.unread} />
            </div>
            <a href={paths.scout(scout.scoutId)}>
              {scout.companyName ?? '企業名非公開'}からのスカウト
            </a>
            <span className={css.meta}>
              受信日 {formatJstDate(scout.receivedAt)}
              {scout.isHiring ? '' : '・募集終了'}
            </span>
          </li>
        )}
      </ListSection>

      <ListSection
        id="mypage-notices"
        title="お知らせ"
        items={notices}
        more={{ href: paths.notices(), label: 'お知らせ一覧へ' }}
        empty={<p className={css.meta}>お知らせはありません。</p>}
      >
        {(notice) => (
          <li key={notice.id} className={css.item}>
            <span className={notice.readAt ? undefined : css.noticeUnread}>
              {notice.readAt ? '' : '【未読】'}
              {notice.url ? <a href={notice.url}>{notice.text}</a> : notice.text}
            </span>
            <span className={css.meta}>{formatJstDate(notice.createdAt)}</span>
          </li>
        )}
      </ListSection>

      <PageSection id="mypage-profile" title="プロフィール完成度">
        <Card>
          <p>
            <span className={css.percent} data-testid="profile-completeness">
              {completeness.percent}%
            </span>
          </p>
          <progress
            className={css.meter}
            max={100}
            value={completeness.percent}
            aria-label="プロフィール完成度"
          />
          {completeness.missing.length > 0 ? (
            <>
              <p className={css.meta}>未入力の項目（入力するとスカウトが届きやすくなります）</p>
              <ul className={css.links} aria-label="未入力の項目">
                {completeness.missing.map((item) => (
                  <li key={item.key}>
                    <a href={item.href} className={css.link}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={css.meta}>すべての項目が入力されています。</p>
          )}
        </Card>
      </PageSection>

      <PageSection id="mypage-menu" title="登録情報の編集">
        <div className={forms.actions}>
          <ButtonLink href={paths.profile()} tone="secondary">
            プロフィール
          </ButtonLink>
          <ButtonLink href={paths.careerSheet()} tone="secondary">
            職務経歴書・経歴
          </ButtonLink>
          <ButtonLink href={paths.resume()} tone="secondary">
            履歴書
          </ButtonLink>
          <ButtonLink href={paths.settings()} tone="secondary">
            スカウト設定
          </ButtonLink>
          <ButtonLink
            href={user.email ? paths.editEmail() : paths.editPhoneNumber()}
            tone="secondary"
          >
            {user.email ? 'メールアドレスの変更' : '電話番号の変更'}
          </ButtonLink>
        </div>
      </PageSection>

      <AdvisorSection />

      <PageSection id="mypage-account" title="アカウント">
        <AccountLinks />
      </PageSection>
    </>
  );
}
