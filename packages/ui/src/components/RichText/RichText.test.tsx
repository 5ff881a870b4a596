import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RichText } from './RichText';
import { sanitizeRichText } from './safe-html';

describe('RichText', () => {
  it('renders the safe HTML it is given, and nothing the policy removed', async () => {
    const { container } = render(
      <RichText
        className="prose"
        html={sanitizeRichText(
          '<h2>見出し</h2><p onclick="alert(1)">本文<script>alert(1)</script></p><iframe src="https://evil.example/"></iframe>',
        )}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('prose');
    expect(root.querySelector('h2')?.textContent).toBe('見出し');
    expect(root.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(root.querySelector('script, iframe')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
