import { HEADER_HIDE_SCROLL_PX } from '@jobsite/domain/constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from '../../test/viewport';
import { Header, type HeaderProps } from './Header';
import { SlimHeader } from './SlimHeader';

const baseProps: HeaderProps = {
  authState: 'signedOut',
  logo: '現場ジョブ',
  companyListingUrl: 'https://recruiter.example.com/',
};

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    fireEvent.scroll(window);
  });
}

const desktopNav = () =>
  screen.getAllByRole('navigation', { name: 'メインメニュー' })[0] as HTMLElement;

afterEach(() => {
  window.scrollTo(0, 0);
  setViewportWidth(DESKTOP_WIDTH);
});

describe('Header', () => {
  it('renders nothing while the signed-in state is unknown', () => {
    const { container } = render(<Header {...baseProps} authState="unknown" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows login and sign-up to signed-out visitors', () => {
    render(<Header {...baseProps} />);
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/member/login/');
    expect(nav.getByRole('link', { name: '会員登録（無料）' }).getAttribute('href')).toBe(
      '/member/signup/',
    );
    expect(nav.getByRole('link', { name: /気になる/ }).getAttribute('href')).toBe('/keep');
    expect(nav.queryByRole('link', { name: /マイページ/ })).toBeNull();
  });

  it('shows messages and my page to members, with server-side saved jobs', () => {
    render(<Header {...baseProps} authState="signedIn" messageCount={4} />);
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: /^メッセージ\s*4\s*件$/ }).getAttribute('href')).toBe(
      '/member/message/',
    );
    expect(nav.getByRole('link', { name: 'マイページ' })).toBeTruthy();
    expect(nav.getByRole('link', { name: /気になる/ }).getAttribute('href')).toBe(
      '/member/favorite/',
    );
    expect(nav.queryByRole('link', { name: 'ログイン' })).toBeNull();
  });

  it('badges my page with the new matches of saved searches', () => {
    render(<Header {...baseProps} authState="signedIn" myPageCount={3} />);
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: /^マイページ\s*3\s*件$/ }).getAttribute('href')).toBe(
      '/member/',
    );
  });

  it('shows members the sign-out control given after my page', () => {
    render(
      <Header
        {...baseProps}
        authState="signedIn"
        signOut={<button type="button">ログアウト</button>}
      />,
    );
    expect(within(desktopNav()).getByRole('button', { name: 'ログアウト' })).toBeTruthy();
  });

  it('opens the company-listing link in a new tab', () => {
    render(<Header {...baseProps} />);
    const link = within(desktopNav()).getByRole('link', { name: /掲載をお考えの企業様/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('https://recruiter.example.com/');
  });

  it('shows the million-members badge', () => {
    render(<Header {...baseProps} />);
    expect(screen.getByText('会員数100万人突破')).toBeTruthy();
  });

  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('keep count %i shows badge %s', (count, label) => {
    render(<Header {...baseProps} keepCount={count} />);
    const link = within(desktopNav()).getByRole('link', { name: /気になる/ });
    const badge = within(link).queryByTestId('count-badge');
    if (label === null) expect(badge).toBeNull();
    else expect(badge?.firstChild?.textContent).toBe(label);
  });

  it('lets the app override links (e.g. login keeping the query)', () => {
    render(<Header {...baseProps} links={{ login: '/member/login/?redirect_path=%2Fentry' }} />);
    expect(within(desktopNav()).getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe(
      '/member/login/?redirect_path=%2Fentry',
    );
  });

  describe('hide on scroll', () => {
    it('stays while scrolling down up to 200 px, hides past it, returns on scrolling up', () => {
      render(<Header {...baseProps} />);
      const header = screen.getByRole('banner');
      scrollTo(HEADER_HIDE_SCROLL_PX);
      expect(header.dataset.hidden).toBe('false');
      scrollTo(HEADER_HIDE_SCROLL_PX + 1);
      expect(header.dataset.hidden).toBe('true');
      scrollTo(800);
      expect(header.dataset.hidden).toBe('true');
      scrollTo(790);
      expect(header.dataset.hidden).toBe('false');
    });

    it('reappears when focus moves into it', () => {
      render(<Header {...baseProps} />);
      const header = screen.getByRole('banner');
      scrollTo(500);
      scrollTo(600);
      expect(header.dataset.hidden).toBe('true');
      act(() => within(desktopNav()).getByRole('link', { name: 'ログイン' }).focus());
      expect(header.dataset.hidden).toBe('false');
    });

    it('can be turned off', () => {
      render(<Header {...baseProps} hideOnScroll={false} />);
      scrollTo(500);
      scrollTo(600);
      expect(screen.getByRole('banner').dataset.hidden).toBe('false');
    });
  });

  describe('mobile menu', () => {
    beforeEach(() => setViewportWidth(MOBILE_WIDTH));

    it('replaces the desktop navigation below the large breakpoint', () => {
      const { unmount } = render(<Header {...baseProps} />);
      expect(screen.queryByRole('navigation')).toBeNull();
      unmount();
      setViewportWidth(DESKTOP_WIDTH);
      render(<Header {...baseProps} />);
      expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'メニュー' })).toBeNull();
    });

    it('opens with the menu items, locks page scroll, and closes with its button', async () => {
      const user = userEvent.setup();
      render(<Header {...baseProps} keepCount={150} />);
      const toggle = screen.getByRole('button', { name: 'メニュー' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);

      const menu = within(await screen.findByRole('dialog', { name: 'メニュー' }));
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(document.body.style.overflow).toBe('hidden');
      for (const name of [
        '仕事を探す',
        /^気になる求人\s*99\+\s*件$/,
        '最近見た求人',
        'スカウトを受け取る',
        'お役立ち情報',
      ]) {
        expect(menu.getByRole('link', { name })).toBeTruthy();
      }
      expect(menu.getByRole('link', { name: /掲載をお考えの企業様/ }).getAttribute('target')).toBe(
        '_blank',
      );
      expect(menu.getByRole('link', { name: 'ログイン' })).toBeTruthy();
      expect(menu.getByRole('link', { name: '会員登録（無料）' })).toBeTruthy();
      expect(document.activeElement).toBe(menu.getByRole('button', { name: 'メニューを閉じる' }));

      await user.click(menu.getByRole('button', { name: 'メニューを閉じる' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body.style.overflow).toBe('');
      expect(document.activeElement).toBe(toggle);
    });

    it('shows the search given as menuSearch above its links', async () => {
      const user = userEvent.setup();
      render(<Header {...baseProps} menuSearch={<form aria-label="求人検索" />} />);
      expect(screen.queryByRole('form', { name: '求人検索' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'メニュー' }));
      const menu = within(await screen.findByRole('dialog', { name: 'メニュー' }));
      const form = menu.getByRole('form', { name: '求人検索' });
      const nav = menu.getByRole('navigation');
      expect(form.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('closes on route change', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<Header {...baseProps} pathname="/" />);
      await user.click(screen.getByRole('button', { name: 'メニュー' }));
      expect(await screen.findByRole('dialog')).toBeTruthy();
      rerender(<Header {...baseProps} pathname="/driver" />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body.style.overflow).toBe('');
    });

    it('closes with Escape and when a link is followed', async () => {
      const user = userEvent.setup();
      render(<Header {...baseProps} />);
      await user.click(screen.getByRole('button', { name: 'メニュー' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'メニュー' }));
      const menu = within(await screen.findByRole('dialog'));
      await user.click(menu.getByRole('link', { name: 'お役立ち情報' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows members messages and my page instead of login and sign-up', async () => {
      const user = userEvent.setup();
      render(<Header {...baseProps} authState="signedIn" messageCount={3} />);
      await user.click(screen.getByRole('button', { name: 'メニュー' }));
      const menu = within(await screen.findByRole('dialog'));
      expect(menu.getByRole('link', { name: /^メッセージ\s*3\s*件$/ })).toBeTruthy();
      expect(menu.getByRole('link', { name: 'マイページ' })).toBeTruthy();
      expect(menu.queryByRole('link', { name: 'ログイン' })).toBeNull();
    });

    it('shows members the sign-out control given in the menu, and visitors none', async () => {
      const user = userEvent.setup();
      const signOut = <button type="button">ログアウト</button>;
      const { rerender } = render(<Header {...baseProps} authState="signedIn" signOut={signOut} />);
      await user.click(screen.getByRole('button', { name: 'メニュー' }));
      expect(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'ログアウト' }),
      ).toBeTruthy();
      rerender(<Header {...baseProps} authState="signedOut" signOut={signOut} />);
      expect(screen.queryByRole('button', { name: 'ログアウト' })).toBeNull();
    });

    it('is keyboard operable: Enter on the toggle opens it', async () => {
      const user = userEvent.setup();
      render(<Header {...baseProps} />);
      screen.getByRole('button', { name: 'メニュー' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog')).toBeTruthy();
    });
  });

  it('has no axe violations signed out, signed in and with the menu open', async () => {
    const { container, rerender } = render(<Header {...baseProps} keepCount={3} />);
    await expectNoAxeViolations(container);
    rerender(<Header {...baseProps} authState="signedIn" keepCount={100} messageCount={2} />);
    await expectNoAxeViolations(container);
  });

  it('has no axe violations on mobile with the menu open', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const { container } = render(<Header {...baseProps} keepCount={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'メニュー' }));
    await expectNoAxeViolations(container);
  });
});

describe('SlimHeader', () => {
  it('shows the logo link and the non-public / limited jobs claim, and hides on scroll', async () => {
    const { container } = render(<SlimHeader logo="現場ジョブ" />);
    expect(screen.getByRole('link', { name: '現場ジョブ' }).getAttribute('href')).toBe('/');
    expect(screen.getByText(/限定求人/)).toBeTruthy();
    scrollTo(300);
    scrollTo(400);
    expect(screen.getByRole('banner').dataset.hidden).toBe('true');
    await expectNoAxeViolations(container);
  });
});
