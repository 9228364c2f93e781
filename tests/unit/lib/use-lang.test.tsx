import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, useLang } from '../../../src/lib/i18n';

function Lang() {
  return <>{useLang()}</>;
}

describe('useLang', () => {
  it('reads the language of the request being rendered, not the process-wide one', () => {
    expect(i18n.language).toBe('uk');
    const inEnglish = renderToString(
      <I18nextProvider i18n={i18n.cloneInstance({ lng: 'en' })}>
        <Lang />
      </I18nextProvider>,
    );
    expect(inEnglish).toBe('en');
    expect(renderToString(<Lang />)).toBe('uk');
  });
});
