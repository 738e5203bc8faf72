import { render } from '@testing-library/react';
import { AppProvider } from '@portal/shared';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and links but removes anything that could run', () => {
    const html = '<b>Budget</b> <a href="/project/3">approved</a><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>';
    const { container } = render(
      <AppProvider>
        <SafeHtml html={html} />
      </AppProvider>,
    );
    expect(container.querySelector('b')).toHaveTextContent('Budget');
    expect(container.querySelector('a')).toHaveAttribute('href', '/project/3');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
