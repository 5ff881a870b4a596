import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from '../../test/viewport';
import { Accordion } from './Accordion';
import { homeCategoryItems } from './fixtures';

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Accordion', () => {
  it('toggles each panel on its own with the mouse', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Accordion items={homeCategoryItems} onToggle={onToggle} />);
    const driver = screen.getByRole('button', { name: 'ドライバー' });
    const mechanic = screen.getByRole('button', { name: '整備士' });
    expect(driver.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /大型トラック/ })).toBeNull();

    await user.click(driver);
    await user.click(mechanic);
    expect(driver.getAttribute('aria-expanded')).toBe('true');
    expect(mechanic.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '大型トラック（3,120）' })).toBeTruthy();

    await user.click(driver);
    expect(driver.getAttribute('aria-expanded')).toBe('false');
    expect(mechanic.getAttribute('aria-expanded')).toBe('true');
    expect(onToggle.mock.calls).toEqual([
      ['driver', true],
      ['mechanic', true],
      ['driver', false],
    ]);
  });

  it('is keyboard operable (Tab to a header, Enter and Space toggle)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={homeCategoryItems} />);
    await user.tab();
    const driver = screen.getByRole('button', { name: 'ドライバー' });
    expect(document.activeElement).toBe(driver);
    await user.keyboard('{Enter}');
    expect(driver.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(driver.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the default panels and labels each panel by its heading', () => {
    render(<Accordion items={homeCategoryItems} defaultOpenIds={['civil_engineer']} />);
    expect(screen.getByRole('region', { name: '建設・土木' })).toBeTruthy();
  });

  it('shows every list and no toggles from the tablet width when asked', () => {
    setViewportWidth(MOBILE_WIDTH);
    const { unmount } = render(<Accordion items={homeCategoryItems} alwaysOpenFrom="tablet" />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /大型トラック/ })).toBeNull();
    unmount();

    setViewportWidth(DESKTOP_WIDTH);
    render(<Accordion items={homeCategoryItems} alwaysOpenFrom="tablet" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /大型トラック/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /自動車整備士/ })).toBeTruthy();
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <Accordion items={homeCategoryItems} defaultOpenIds={['driver']} alwaysOpenFrom="tablet" />,
    );
    await expectNoAxeViolations(container);
  });
});
