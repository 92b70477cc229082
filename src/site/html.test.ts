import { describe, expect, it } from 'vitest';
import { html, trusted } from './html.js';

describe('html', () => {
  it('escapes interpolated text but not nested markup', () => {
    const name = '<b>"A" & \'B\'</b>';
    expect(html`<p title="${name}">${html`<i>${name}</i>`}</p>`.text).toBe(
      '<p title="&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;"><i>&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;</i></p>',
    );
  });

  it('joins lists and drops empty values', () => {
    expect(html`${['a', null, false, undefined, 2, trusted('<br>')]}`.text).toBe('a2<br>');
  });
});
